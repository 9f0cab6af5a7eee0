#!/usr/bin/env bash
# Runs a test command, printing its output as it comes and keeping a copy; when the command fails,
# ends with the lines that say why (failed tests, compiler errors, sanitizer reports), so the end of a
# long log names the failure. `scripts/run-and-summarize.sh LABEL COMMAND...`; exits with the command's
# status.
set -uo pipefail

label=${1:?usage: scripts/run-and-summarize.sh LABEL COMMAND...}
shift
log=$(mktemp "${TMPDIR:-/tmp}/tessera-${label//[^A-Za-z0-9]/-}.XXXXXX.log")
"$@" 2>&1 | tee "$log"
status=${PIPESTATUS[0]}
if [[ $status -ne 0 ]]; then
  # Most telling last: a CI page that shows only the end of the output then shows which tests failed, not
  # the tail of a run that passed. First the log's last lines, then the lines before each crash (a process
  # that aborts can say why in words the patterns below do not know: the Swift runtime's and GLib's own
  # messages) and the sanitizer reports, then the failures themselves.
  echo
  echo "== the log's last lines:"
  tail -n 25 "$log"
  echo
  echo "== $label failed (exit $status). What the log says about it (the whole log: $log):"
  grep -n -B 25 -E "exited with unexpected signal|exited with signal" "$log" | head -n 120
  grep -n -A 12 -E "ERROR: (Address|Leak|Thread)Sanitizer|WARNING: ThreadSanitizer" "$log" | head -n 120
  # XCTest failures and errors, Swift Testing's failed tests and issues, compiler errors, crashes and
  # sanitizer summaries.
  grep -n -E "error:|: failed|' failed|✘|Fatal error|fatal error|Sanitizer|SUMMARY:|Direct leak|Indirect leak|Segmentation|Illegal instruction|Aborted|Incorrect actor executor|deallocated with non-zero retain count|freed pointer|-ERROR \\*\\*|CRITICAL \\*\\*|terminate called|Test Suite .* failed|Executed .* with [1-9][0-9]* failure" "$log" \
    | grep -v -E "with 0 failures" | head -n 80
  echo "== $label failed (exit $status): the lines above name the failures."
else
  rm -f "$log"
fi
exit "$status"
