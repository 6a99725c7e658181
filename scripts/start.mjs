// `npm start`: builds the web app if it has not been built yet, then serves API and web app from one port.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
if (!existsSync(path.join(root, "apps/web/dist/index.html"))) {
  console.log("Building the web app (first start only)…");
  const build = spawnSync("npm", ["run", "build", "-w", "apps/web"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
process.argv = [process.argv[0], path.join(root, "bin/vinestra.mjs"), "serve"];
await import("../bin/vinestra.mjs");
