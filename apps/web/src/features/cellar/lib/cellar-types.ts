import type { InferResponseType } from "hono/client";
import type { api } from "@/lib/api-client";

/** The cellar's data, as the server's route types describe it (never written by hand). */
export type CellarListing = InferResponseType<typeof api.cellar.$get, 200>;
export type CellarListWine = CellarListing["wines"][number];
export type CellarStats = InferResponseType<typeof api.cellar.stats.$get, 200>;
export type CellarBadge = CellarStats["badges"][number];
export type CellarWineDetail = InferResponseType<(typeof api.cellar)[":id"]["$get"], 200>["wine"];
