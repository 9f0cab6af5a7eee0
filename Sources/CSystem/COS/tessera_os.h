// The `os` module of Tessera: no declarations. Apple's os_log, Logger and OSSignposter are in the Swift
// module OSLog, which `import UIKit` and `import OSLog` bring.
#ifndef TESSERA_OS_H
#define TESSERA_OS_H
#endif
