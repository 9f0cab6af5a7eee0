// Linux calls that Swift's Glibc module does not export.
#include <sys/mman.h>
#include <sys/syscall.h>
#include <unistd.h>

/// memfd_create(2): an anonymous file in memory. glibc declares it only under _GNU_SOURCE, which
/// Swift's Glibc module is not built with, so it is reached through syscall(2).
static inline int tessera_memfd_create(const char *name, unsigned int flags) {
    return (int)syscall(SYS_memfd_create, name, flags);
}

/// MFD_CLOEXEC: the descriptor closes across exec.
static const unsigned int TESSERA_MFD_CLOEXEC = 1U;
