export * from "./account.ts";
export * from "./admin.ts";
export * from "./errors.ts";
export * from "./support.ts";
export * from "./system.ts";
