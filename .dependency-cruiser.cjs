/** Dependency directions of STYLE.md: web → contracts (+ domain); server → contracts, domain, analysis, db;
 *  domain and contracts import nothing of ours; features do not import each other. */
module.exports = {
  forbidden: [
    {
      name: "domain-and-contracts-are-leaves",
      severity: "error",
      from: { path: "^packages/(domain|contracts)/" },
      to: { path: "^(packages|apps)/", pathNot: "^packages/$1/" },
    },
    {
      name: "packages-do-not-import-apps",
      severity: "error",
      from: { path: "^packages/" },
      to: { path: "^apps/" },
    },
    {
      name: "analysis-uses-only-domain",
      severity: "error",
      from: { path: "^packages/analysis/" },
      to: { path: "^packages/(db|contracts)/" },
    },
    {
      name: "web-uses-contracts-and-domain-only",
      comment: "The one exception is the type-only import of the server's AppType for the typed client.",
      severity: "error",
      from: { path: "^apps/web/" },
      to: { path: "^(apps/server|packages/(db|analysis))/", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "web-features-are-independent",
      severity: "error",
      from: { path: "^apps/web/src/features/([^/]+)/" },
      to: { path: "^apps/web/src/features/", pathNot: "^apps/web/src/features/$1/" },
    },
    {
      name: "server-modules-are-independent",
      comment: "A module may use another module's service (verb-noun functions), never its routes.",
      severity: "error",
      from: { path: "^apps/server/src/modules/([^/]+)/" },
      to: {
        path: "^apps/server/src/modules/[^/]+/[^/]+\\.routes\\.ts$",
        pathNot: "^apps/server/src/modules/$1/",
      },
    },
    {
      name: "no-circular",
      severity: "error",
      from: {},
      to: { circular: true, dependencyTypesNot: ["type-only"] },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)(dist|node_modules|coverage)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.base.json" },
    combinedDependencies: true,
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
    },
  },
};
