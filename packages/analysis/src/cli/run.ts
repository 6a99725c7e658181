import { runAnalyzeCommand } from "./analyze-command.ts";

// Development entry point: `npx tsx packages/analysis/src/cli/run.ts [analyze] "Sassicaia 2016"`.
const args = process.argv.slice(2);
const exitCode = await runAnalyzeCommand(args[0] === "analyze" ? args.slice(1) : args, {
  stdout: process.stdout,
  stderr: process.stderr,
  stdin: process.stdin,
});
process.exitCode = exitCode;
