export * from "./accounts.ts";
export * from "./auth.ts";
export * from "./cellar.ts";
export * from "./system.ts";
