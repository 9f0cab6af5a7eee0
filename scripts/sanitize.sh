#!/usr/bin/env bash
# Builds the test suite with a sanitizer and runs it: `scripts/sanitize.sh address` (AddressSanitizer with
# LeakSanitizer) or `scripts/sanitize.sh thread` (ThreadSanitizer). Each sanitizer builds into its own
# folder (.build-address, .build-thread), so the normal build stays as it is. Any report fails the run.
set -euo pipefail
cd "$(dirname "$0")/.."

sanitizer=${1:?usage: scripts/sanitize.sh address|thread}
swift=${SWIFT:-swift}
scratch=.build-$sanitizer
here=$(pwd)

# A crash that is not a sanitizer report (abort() from a runtime's own check, a Swift trap) prints the
# sanitizer's stack of the crashing thread: Swift's backtracer is off below, and some runtime messages
# (an exclusivity conflict, a retain count at dealloc) say nothing of where they came from.
crash_stacks="handle_abort=1:handle_sigill=1:handle_sigtrap=1"

case $sanitizer in
  address)
    # Leaks: XCTest's own one-off allocations are suppressed (scripts/sanitizers/lsan.supp); any other
    # leak fails. detect_stack_use_after_return stays off: it moves frames to the heap and hides nothing
    # that the stack checks miss here.
    export ASAN_OPTIONS="detect_leaks=1:halt_on_error=1:abort_on_error=1:strict_string_checks=1:check_initialization_order=1:detect_stack_use_after_return=0:$crash_stacks"
    export LSAN_OPTIONS="suppressions=$here/scripts/sanitizers/lsan.supp:print_suppressions=0"
    # Bitmap memory is freed, not kept for the next bitmap of its size (CoreGraphics' PixelMemoryPool):
    # AddressSanitizer then sees every free, and a use of pixels after their bitmap is gone is reported.
    export TESSERA_PIXEL_POOL=0
    ;;
  thread)
    export TSAN_OPTIONS="halt_on_error=1:second_deadlock_stack=1:suppressions=$here/scripts/sanitizers/tsan.supp:$crash_stacks"
    ;;
  *)
    echo "unknown sanitizer '$sanitizer': use address or thread" >&2
    exit 2
    ;;
esac

echo "sanitize ($sanitizer): building the tests into $scratch"
scripts/build-snapshot-testing-first.sh --scratch-path "$scratch" -Xswiftc "-sanitize=$sanitizer"
"$swift" build --build-tests --scratch-path "$scratch" -Xswiftc "-sanitize=$sanitizer"
# A crash under a sanitizer has already printed the sanitizer's report; Swift's backtracer on top of it
# was seen to hang for minutes after AddressSanitizer aborted, so it is off here and a failure fails fast.
export SWIFT_BACKTRACE=enable=no
# Real windows are left to `make test`: the display libraries keep allocations LeakSanitizer would report.
unset DISPLAY WAYLAND_DISPLAY
# The tests expect the default main screen, which these would change (UIScreen.main reads them).
unset TESSERA_DEVICE TESSERA_SCALE
echo "sanitize ($sanitizer): running the tests"
scripts/run-and-summarize.sh "sanitize-$sanitizer" "$swift" test --skip-build --scratch-path "$scratch"
