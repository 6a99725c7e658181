// Type-checks every workspace with its own tsconfig (strict); fails if any does.
import { spawnSync } from "node:child_process";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const projects = [
  "packages/contracts",
  "packages/domain",
  "packages/analysis",
  "packages/db",
  "apps/server",
  "apps/web",
  "e2e",
  "bench",
];
let failed = false;
for (const project of projects) {
  const result = spawnSync("npx", ["tsc", "-p", project, "--noEmit"], { cwd: root, stdio: "inherit" });
  if (result.status !== 0) {
    console.error(`✖ type errors in ${project}`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
