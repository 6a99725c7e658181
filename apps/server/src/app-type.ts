import type { createApiRoutes } from "./api.ts";

/** The API's type for `hc<AppType>()` in the web app. */
export type AppType = ReturnType<typeof createApiRoutes>;
