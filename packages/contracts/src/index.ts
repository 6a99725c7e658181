export * from "./account.ts";
export * from "./errors.ts";
export * from "./system.ts";
