// Sums vitest JSON reports into the one line CI reads: "N passed, M failed".
// Also says, per report, how many files' tests ran at once at the peak: evidence of file
// parallelism that does not depend on wall time (which other load on the machine distorts).
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const [dir, exitStatus] = process.argv.slice(2);

/** The most files whose [first test start, last test end] windows overlap at one instant. */
function peakFilesAtOnce(testResults) {
  const edges = testResults
    .filter((r) => r.endTime > r.startTime)
    .flatMap((r) => [[r.startTime, 1], [r.endTime, -1]])
    .sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  let now = 0;
  let peak = 0;
  for (const [, step] of edges) peak = Math.max(peak, (now += step));
  return peak;
}

let passed = 0;
let failed = 0;
for (const f of readdirSync(dir).filter((name) => name.endsWith(".json"))) {
  const report = JSON.parse(readFileSync(path.join(dir, f), "utf8"));
  // A file that failed to load has no failed assertions but is a failure all the same.
  const brokenFiles = report.testResults.filter(
    (r) => r.status === "failed" && !r.assertionResults.some((a) => a.status === "failed"),
  ).length;
  passed += report.numPassedTests;
  failed += report.numFailedTests + brokenFiles;
  const peak = peakFilesAtOnce(report.testResults);
  console.log(`${f}: ${report.numPassedTests} passed, ${report.numFailedTests} failed, ${brokenFiles} files failed to run; ${report.testResults.length} files, at most ${peak} at once`);
}
// A runner that crashed before writing its report, or any non-zero exit, must not look green.
if (Number(exitStatus) !== 0 && failed === 0) failed = 1;
console.log(`${passed} passed, ${failed} failed`);
process.exit(Number(exitStatus) !== 0 || failed > 0 ? 1 : 0);
