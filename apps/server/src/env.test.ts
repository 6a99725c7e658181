import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig, trustedOriginsFor } from "./env.ts";

describe("loadConfig", () => {
  const dataDir = () => mkdtempSync(path.join(tmpdir(), "vinestra-env-"));

  it("has working defaults and keeps a generated secret in the data directory", () => {
    const dir = dataDir();
    const config = loadConfig({ DATA_DIR: dir });
    expect(config).toMatchObject({
      port: 3000,
      host: "0.0.0.0",
      publicUrl: "http://localhost:3000",
      mode: "development",
    });
    expect(config.authSecret).toHaveLength(64);
    expect(readFileSync(path.join(dir, "auth-secret"), "utf8")).toBe(config.authSecret);
    expect(loadConfig({ DATA_DIR: dir }).authSecret).toBe(config.authSecret);
  });

  it("stops production start-up without AUTH_SECRET, naming it", () => {
    expect(() => loadConfig({ NODE_ENV: "production", DATA_DIR: dataDir() })).toThrow(ConfigError);
    expect(() => loadConfig({ NODE_ENV: "production", DATA_DIR: dataDir() })).toThrow(/AUTH_SECRET/);
  });

  it("names every invalid setting", () => {
    expect(() => loadConfig({ PORT: "eighty", PUBLIC_URL: "not a url" })).toThrow(
      /PORT[\s\S]*PUBLIC_URL|PUBLIC_URL[\s\S]*PORT/,
    );
  });

  it("follows PORT and PUBLIC_URL", () => {
    expect(loadConfig({ PORT: "8080", DATA_DIR: dataDir() }).publicUrl).toBe("http://localhost:8080");
    expect(loadConfig({ PUBLIC_URL: "https://cellar.example/", DATA_DIR: dataDir() }).publicUrl).toBe(
      "https://cellar.example",
    );
  });
});

describe("trustedOriginsFor", () => {
  it.each([
    ["http://localhost:3000", ["http://localhost:3000", "http://127.0.0.1:3000"]],
    ["http://127.0.0.1:4000", ["http://127.0.0.1:4000", "http://localhost:4000"]],
    ["https://cellar.example", ["https://cellar.example"]],
  ])("%s → %j", (url, origins) => {
    expect(trustedOriginsFor(url).sort()).toEqual([...origins].sort());
  });
});
