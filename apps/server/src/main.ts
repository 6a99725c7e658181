import { serve } from "@hono/node-server";
import { createApp } from "./app.ts";
import { type Config, ConfigError, loadConfig } from "./env.ts";
import { createDependencies } from "./server.ts";
import { warmUpModels } from "./warm-up.ts";

/** Starts the HTTP server; resolves once it listens. */
export async function startServer(config: Config) {
  const dependencies = await createDependencies(config);
  const app = createApp(dependencies);
  const { logger, database } = dependencies;
  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    logger.info(
      { port: info.port, host: config.host, database: database.driver, publicUrl: config.publicUrl },
      `Vinestra is listening on ${config.publicUrl}`,
    );
    setImmediate(() => {
      // Only a head start: a failure here leaves the models to be built on first use.
      try {
        warmUpModels(dependencies.knowledgeBase, logger, new Date());
      } catch (error) {
        logger.warn({ err: error }, "warming up the analysis and label models failed");
      }
    });
  });
  const stop = async (signal: string) => {
    logger.info({ signal }, "shutting down");
    server.close();
    await database.close();
    process.exit(0);
  };
  process.once("SIGTERM", () => void stop("SIGTERM"));
  process.once("SIGINT", () => void stop("SIGINT"));
  return server;
}

export async function main() {
  try {
    await startServer(loadConfig());
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78);
    }
    throw error;
  }
}
