import { Hono } from "hono";
import type { AppDependencies, AppEnv } from "./context.ts";
import { loadSession } from "./middleware/session.ts";
import { accountRoutes } from "./modules/account/account.routes.ts";
import { adminRoutes } from "./modules/admin/admin.routes.ts";
import { analysisRoutes } from "./modules/analysis/analysis.routes.ts";
import { cellarRoutes } from "./modules/cellar/cellar.routes.ts";
import { labelRoutes } from "./modules/labels/labels.routes.ts";
import { openApiRoutes } from "./modules/openapi/openapi.routes.ts";
import { supportRoutes } from "./modules/support/support.routes.ts";
import { systemRoutes } from "./modules/system/system.routes.ts";
import { voiceRoutes } from "./modules/voice/voice.routes.ts";

/** Every `/api` route except better-auth's; its type is the web client's contract. */
export function createApiRoutes(dependencies: AppDependencies) {
  return new Hono<AppEnv>()
    .basePath("/api")
    .use(loadSession(dependencies.auth, dependencies.sessionMemo))
    .route("/", systemRoutes(dependencies))
    .route("/", accountRoutes(dependencies))
    .route("/", supportRoutes(dependencies))
    .route("/", adminRoutes(dependencies))
    .route("/", analysisRoutes(dependencies))
    .route("/", cellarRoutes(dependencies))
    .route(
      "/",
      labelRoutes({
        ...dependencies,
        config: {
          trustProxy: dependencies.config.trustProxy,
          maxLabelBytes: dependencies.config.labels.maxBytes,
        },
      }),
    )
    .route(
      "/",
      voiceRoutes({
        ...dependencies,
        config: {
          trustProxy: dependencies.config.trustProxy,
          maxAudioBytes: dependencies.config.speech.maxBytes,
        },
      }),
    )
    .route("/", openApiRoutes());
}
