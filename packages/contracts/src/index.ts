export * from "./account.ts";
export * from "./admin.ts";
export * from "./analysis.ts";
export * from "./cellar.ts";
export * from "./errors.ts";
export * from "./media.ts";
export * from "./support.ts";
export * from "./system.ts";
