// Prints "<passed> <failed>" from a Vitest or Playwright JSON report; a missing or unreadable report, or a
// failed run with no failed test (a file that did not load), counts as one failure.
import { readFileSync } from 'node:fs';

const [kind, file] = process.argv.slice(2);
try {
  const report = JSON.parse(readFileSync(file, 'utf8'));
  if (kind === 'playwright') {
    const s = report.stats ?? {};
    const failed = (s.unexpected ?? 0) + (s.flaky ?? 0);
    const passed = s.expected ?? 0;
    console.log(passed, failed || (passed === 0 ? 1 : 0));
  } else {
    const failed = report.numFailedTests ?? 0;
    console.log(report.numPassedTests ?? 0, failed || (report.success ? 0 : 1));
  }
} catch {
  console.log(0, 1);
}
