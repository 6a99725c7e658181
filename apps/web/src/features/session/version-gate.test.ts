import { APP_VERSION } from "@vinestra/domain";
import { describe, expect, it } from "vitest";
import { applyVersionGate } from "./version-gate";

function memoryStorage(entries: Record<string, string>) {
  const map = new Map(Object.entries(entries));
  return {
    map,
    get length() {
      return map.size;
    },
    key: (index: number) => [...map.keys()][index] ?? null,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

describe("applyVersionGate", () => {
  it("leaves the current version's storage alone", () => {
    const storage = memoryStorage({ app_version: APP_VERSION, value_visible: "false" });
    expect(applyVersionGate(storage)).toBe("keep");
    expect(storage.map.get("value_visible")).toBe("false");
  });

  it("clears a stale version's storage except the session, stores the version and asks for a reload", () => {
    const storage = memoryStorage({
      app_version: "1.0.0",
      value_visible: "false",
      "better-auth.message": '{"event":"session"}',
    });
    expect(applyVersionGate(storage)).toBe("reload");
    expect(Object.fromEntries(storage.map)).toEqual({
      app_version: APP_VERSION,
      "better-auth.message": '{"event":"session"}',
    });
    expect(applyVersionGate(storage)).toBe("keep");
  });

  it("treats a first visit as a stale version", () => {
    const storage = memoryStorage({});
    expect(applyVersionGate(storage)).toBe("reload");
    expect(storage.map.get("app_version")).toBe(APP_VERSION);
  });

  it("never asks for a reload when storage refuses writes", () => {
    const storage = memoryStorage({ app_version: "0.9" });
    storage.setItem = () => {
      throw new DOMException("quota", "QuotaExceededError");
    };
    expect(applyVersionGate(storage)).toBe("keep");
  });
});
