import { describe, expect, it } from "vitest";
import { cellarListSearch, readCellarView } from "./cellar-view";

describe("readCellarView", () => {
  it("shows the dashboard without a view", () => {
    expect(readCellarView(new URLSearchParams(""))).toEqual({ mode: "dashboard" });
    expect(readCellarView(new URLSearchParams("status=Ready"))).toEqual({ mode: "dashboard" });
  });

  it("shows the list, filtered by a known status only", () => {
    expect(readCellarView(new URLSearchParams("view=table"))).toEqual({ mode: "list", status: null });
    expect(readCellarView(new URLSearchParams("view=table&status=Peak+Period"))).toEqual({
      mode: "list",
      status: "Peak Period",
    });
    expect(readCellarView(new URLSearchParams("view=table&status=Vinegar"))).toEqual({
      mode: "list",
      status: null,
    });
  });
});

describe("cellarListSearch", () => {
  it("round-trips through readCellarView", () => {
    expect(cellarListSearch()).toBe("?view=table");
    const search = cellarListSearch("Aging Beautifully");
    expect(readCellarView(new URLSearchParams(search))).toEqual({
      mode: "list",
      status: "Aging Beautifully",
    });
  });
});
