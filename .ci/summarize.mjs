// Sums vitest JSON reports into the one line CI reads: "N passed, M failed".
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

const [dir, exitStatus] = process.argv.slice(2);
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
  console.log(`${f}: ${report.numPassedTests} passed, ${report.numFailedTests} failed, ${brokenFiles} files failed to run`);
}
// A runner that crashed before writing its report, or any non-zero exit, must not look green.
if (Number(exitStatus) !== 0 && failed === 0) failed = 1;
console.log(`${passed} passed, ${failed} failed`);
process.exit(Number(exitStatus) !== 0 || failed > 0 ? 1 : 0);
