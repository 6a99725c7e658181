export {
  createDb,
  type Database,
  type DatabaseHandle,
  type DatabaseOptions,
  type Schema,
} from "./create-db.ts";
export * from "./schema/index.ts";
