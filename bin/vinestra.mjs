#!/usr/bin/env node
// The `vinestra` command: loads the TypeScript sources directly (internal packages are used from source).
import { register } from "tsx/esm/api";

register();
await import("../apps/server/src/cli.ts");
