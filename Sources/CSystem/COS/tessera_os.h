// The `os` module of Tessera. Apple's os_log, Logger and OSSignposter are in the Swift module OSLog,
// which `import UIKit` and `import OSLog` bring; this header declares the C part of the module that
// Swift code calls directly: the unfair lock (`os/lock.h` on Apple's systems).
#ifndef TESSERA_OS_H
#define TESSERA_OS_H

#include <pthread.h>
#include <stdbool.h>
#include <stdio.h>
#include <stdlib.h>

// An unfair lock: a mutex a thread takes and must release itself, with no ordering among waiters.
//
// Where Tessera differs: Apple's is a 32-bit word; this one is a glibc mutex and the thread that holds
// it. Both start zero-filled, and as on Apple's systems `os_unfair_lock()` in Swift (or
// `OS_UNFAIR_LOCK_INIT` in C) makes an unlocked lock: glibc's zero-filled `pthread_mutex_t` is a valid,
// unlocked default (normal) mutex, the same as `PTHREAD_MUTEX_INITIALIZER`. Like Apple's, the lock must
// not move while held (Swift code should allocate it, or use `OSAllocatedUnfairLock`), and unlocking from
// a thread that does not hold it, or locking it twice on one thread, stops the process.
typedef struct os_unfair_lock_s {
    pthread_mutex_t _mutex;
    // The holder (`pthread_self()`), 0 when free; read with atomics for the ownership assertions.
    unsigned long _owner;
} os_unfair_lock, *os_unfair_lock_t;

#define OS_UNFAIR_LOCK_INIT ((os_unfair_lock){0})

// Stops the process with Apple's message for a misused lock.
static inline void _tessera_os_unfair_lock_crash(const char *message) {
    fprintf(stderr, "BUG IN CLIENT OF LIBPLATFORM: %s\n", message);
    fflush(stderr);
    abort();
}

// Whether the calling thread holds `lock`.
static inline bool _tessera_os_unfair_lock_is_owner(os_unfair_lock_t lock) {
    return __atomic_load_n(&lock->_owner, __ATOMIC_RELAXED) == (unsigned long)pthread_self();
}

// Takes the lock, waiting while another thread holds it.
static inline void os_unfair_lock_lock(os_unfair_lock_t lock) {
    if (_tessera_os_unfair_lock_is_owner(lock)) _tessera_os_unfair_lock_crash("Trying to recursively lock an os_unfair_lock");
    pthread_mutex_lock(&lock->_mutex);
    __atomic_store_n(&lock->_owner, (unsigned long)pthread_self(), __ATOMIC_RELAXED);
}

// Takes the lock if it is free; true when taken.
static inline bool os_unfair_lock_trylock(os_unfair_lock_t lock) {
    if (pthread_mutex_trylock(&lock->_mutex) != 0) return false;
    __atomic_store_n(&lock->_owner, (unsigned long)pthread_self(), __ATOMIC_RELAXED);
    return true;
}

// Releases the lock, which the calling thread must hold.
static inline void os_unfair_lock_unlock(os_unfair_lock_t lock) {
    if (!_tessera_os_unfair_lock_is_owner(lock)) _tessera_os_unfair_lock_crash("Unlock of an os_unfair_lock not owned by current thread");
    __atomic_store_n(&lock->_owner, 0UL, __ATOMIC_RELAXED);
    pthread_mutex_unlock(&lock->_mutex);
}

// Stops the process unless the calling thread holds the lock.
static inline void os_unfair_lock_assert_owner(const os_unfair_lock *lock) {
    if (!_tessera_os_unfair_lock_is_owner((os_unfair_lock_t)lock)) _tessera_os_unfair_lock_crash("Assertion failed: Lock unexpectedly not owned by current thread");
}

// Stops the process if the calling thread holds the lock.
static inline void os_unfair_lock_assert_not_owner(const os_unfair_lock *lock) {
    if (_tessera_os_unfair_lock_is_owner((os_unfair_lock_t)lock)) _tessera_os_unfair_lock_crash("Assertion failed: Lock unexpectedly owned by current thread");
}

#endif
