// The lines of a shown output that say what went wrong. Readers paste an error message into the search box
// ("Object not disposable", "Unknown option `--forceExit`"), and the page that shows that error is the one that
// explains it; the rest of a test run's report (passing tests, counts, diffs, stack frames) is left out, as it says
// nothing a reader looks up and would only grow the index. A short output that reports no tests is a message
// as a whole ("Reporter ./reporters/owners.ts not found. Please install it or use a built-in reporter.").

/** Rstest's logger: `error   Failed to start Rstest CLI.` */
const LOGGED_ERROR = /^error\s/;
/** A thrown error by its name: `ReferenceError: describe is not defined`, `Error: Snapshot … mismatched`. */
const NAMED_ERROR = /(?:^|\s)(?:[A-Z]\w*)?Error: \S/;
/** A failed test: its message is the first line under it. */
const FAILED_TEST = /^[✗×]\s/;
/** A line of a test run's report: a test's result or the counts at the end. */
const REPORT_LINE = /^[✓✗×]\s|^(?:Test Files|Tests)\s/;
/** The most lines of an output read whole as a message. */
const MESSAGE_LINES = 3;
/** What else an output prints under a failed test before or instead of a message: results, code frames, diffs, frames. */
const NOT_A_MESSAGE = /^(?:[✓✗×❯>|+-]|\d+\s*\||at\s)/;

/**
 * The messages of an output: the whole of a short one that reports no tests, else its error lines; trimmed, in order.
 * @param {string} output the text of an output block
 * @returns {string[]}
 */
export function shownErrors(output) {
  const lines = output
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  if (lines.length <= MESSAGE_LINES && !lines.some((line) => REPORT_LINE.test(line))) return lines;
  /** @type {string[]} */
  const errors = [];
  let underFailedTest = false;
  for (const text of lines) {
    if (FAILED_TEST.test(text)) {
      underFailedTest = true;
      continue;
    }
    const message = underFailedTest && !NOT_A_MESSAGE.test(text);
    underFailedTest = false;
    if (message || LOGGED_ERROR.test(text) || NAMED_ERROR.test(text)) errors.push(text);
  }
  return errors;
}
