// The `os.log` submodule of Tessera: no declarations (see tessera_os.h).
#ifndef TESSERA_OS_LOG_H
#define TESSERA_OS_LOG_H
#endif
