import type { HealthResponse, PublicConfig } from "@vinestra/contracts";
import { Hono } from "hono";
import type { AppDependencies, AppEnv } from "../../context.ts";
import { APP_VERSION } from "../../version.ts";

export function systemRoutes({ database, config }: AppDependencies) {
  return new Hono<AppEnv>()
    .get("/health", async (c) => {
      const isUp = await database.ping();
      const body: HealthResponse = {
        status: isUp ? "ok" : "degraded",
        database: { status: isUp ? "up" : "down", driver: database.driver },
        version: APP_VERSION,
      };
      return c.json(body, isUp ? 200 : 503);
    })
    .get("/config", (c) => {
      const body: PublicConfig = {
        version: APP_VERSION,
        supportEmail: config.supportEmail,
        googleSignIn: config.google !== null,
      };
      return c.json(body);
    });
}
