import { describe, expect, it } from "vitest";
import { collectRoutePaths } from "./route-paths";

describe("collectRoutePaths", () => {
  it("lists nested, index and pathless-layout routes and skips the catch-all", () => {
    const routes = [
      {
        path: "/",
        children: [
          { index: true },
          { path: "auth" },
          { children: [{ path: "profile" }, { path: "support" }] },
          { path: "wine/:slug" },
          { path: "*" },
        ],
      },
    ];
    expect([...collectRoutePaths(routes)].sort()).toEqual([
      "/",
      "/auth",
      "/profile",
      "/support",
      "/wine/:slug",
    ]);
  });
});
