import { parseArgs } from "node:util";

const usage = `Usage: vinestra <command> [options]

Commands:
  serve                 start the server (PORT, HOST, PUBLIC_URL, DATA_DIR, DATABASE_URL …)
  migrate               apply database migrations and exit
  make-admin <email>    give the account with this e-mail the admin role
  analyze <text>        print the analysis of a wine as JSON (see --help of the command)
  scan-label <photo>    print what a label photo says as JSON (offline; no server needed)
  transcribe <audio>    print { text, wineName, vintage } of a recording (SPEECH_PROVIDER)
`;

/**
 * For the commands that print results: a reader that stops early (`vinestra analyze --batch … | head`) closes the
 * pipe, which ends the output rather than being an error. The server keeps the default behaviour.
 */
function endQuietlyWhenReaderCloses() {
  process.stdout.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code !== "EPIPE") throw error;
    process.exit(0);
  });
}

async function run(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  if (command === "analyze" || command === "scan-label" || command === "transcribe")
    endQuietlyWhenReaderCloses();
  switch (command) {
    case "serve": {
      const { main } = await import("./main.ts");
      await main();
      return -1;
    }
    case "migrate": {
      const { migrateCommand } = await import("./commands/migrate.command.ts");
      return migrateCommand();
    }
    case "make-admin": {
      const { values, positionals } = parseArgs({ args: rest, allowPositionals: true, options: {} });
      void values;
      const { makeAdminCommand } = await import("./commands/make-admin.command.ts");
      return makeAdminCommand(positionals[0]);
    }
    case "analyze": {
      const { runAnalyzeCommand } = await import("@vinestra/analysis");
      return runAnalyzeCommand(rest, { stdout: process.stdout, stderr: process.stderr });
    }
    case "scan-label": {
      const { scanLabelCommand } = await import("./commands/scan-label.command.ts");
      return scanLabelCommand(rest, { stdout: process.stdout, stderr: process.stderr });
    }
    case "transcribe": {
      const { loadConfig } = await import("./env.ts");
      const { transcribeCommand } = await import("./commands/transcribe.command.ts");
      const config = loadConfig();
      return transcribeCommand(
        rest,
        { stdout: process.stdout, stderr: process.stderr },
        { speech: config.speech, dataDir: config.dataDir },
      );
    }
    case undefined:
    case "help":
    case "--help":
    case "-h":
      process.stdout.write(usage);
      return command === undefined ? 64 : 0;
    default:
      process.stderr.write(`Unknown command: ${command}\n\n${usage}`);
      return 64;
  }
}

const code = await run(process.argv.slice(2));
if (code >= 0) process.exitCode = code;
