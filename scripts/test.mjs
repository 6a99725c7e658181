// `npm test`: every layer in order — lint and format, types, dependency rules, unit, integration, end-to-end.
// Ends with one summary line "tests: N passed, N failed" over all test layers.
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const reportDir = path.join(root, "coverage", "test-reports");
const isCi = process.env.CI === "true";
const browserPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

function step(name, command, args, env = {}) {
  console.log(`\n▶ ${name}`);
  const result = spawnSync(command, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  if (result.status !== 0) failures.push(name);
  return result.status === 0;
}

function vitestLayer(project) {
  mkdirSync(reportDir, { recursive: true });
  const report = path.join(reportDir, `${project}.json`);
  rmSync(report, { force: true });
  step(`${project} tests`, "npx", [
    "vitest",
    "run",
    "--project",
    project,
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${report}`,
  ]);
  if (!existsSync(report)) return;
  const summary = JSON.parse(readFileSync(report, "utf8"));
  totals.passed += summary.numPassedTests;
  totals.failed += summary.numFailedTests;
  totals.skipped += summary.numPendingTests + summary.numTodoTests;
  if (summary.numTotalTests === 0) failures.push(`${project} tests (none ran)`);
}

step("lint and format (biome)", "npx", ["biome", "check", "."]);
step("types (tsc)", "node", ["scripts/typecheck.mjs"]);
step("dependency rules (dependency-cruiser)", "npm", ["run", "-s", "depcruise"]);
vitestLayer("unit");
vitestLayer("integration");

if (existsSync(browserPath)) {
  if (!existsSync(path.join(root, "apps/web/dist/index.html")))
    step("build web app", "npm", ["run", "build"]);
  vitestLayer("e2e");
} else if (isCi) {
  console.error(`\n✖ No browser at ${browserPath}: end-to-end tests cannot run, and CI requires them.`);
  failures.push("e2e tests (no browser)");
} else {
  console.warn(`\n${"!".repeat(72)}\n!  END-TO-END TESTS WERE NOT RUN: no Chromium at ${browserPath}.`);
  console.warn(`!  Install it (apt-get install chromium) or set CHROMIUM_PATH.\n${"!".repeat(72)}`);
}

if (failures.length > 0) console.error(`\n✖ Failed: ${failures.join("; ")}`);
else console.log("\n✔ All checks passed.");
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length > 0 ? 1 : 0);
