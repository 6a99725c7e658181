/** The part of a route object this module reads (react-router's `RouteObject` fits). */
export type RouteShape = { path?: string; index?: boolean; children?: RouteShape[] };

function joinPath(parent: string, segment: string): string {
  if (segment.startsWith("/")) return segment;
  return `${parent.replace(/\/+$/, "")}/${segment}`;
}

/** Every concrete path the router knows (the `*` catch-all excluded), so links can hide until their page exists. */
export function collectRoutePaths(routes: RouteShape[], parent = "/"): Set<string> {
  const paths = new Set<string>();
  for (const route of routes) {
    if (route.path?.includes("*")) continue;
    const here = route.path === undefined ? parent : joinPath(parent, route.path);
    if (route.index || route.path !== undefined) paths.add(here === "" ? "/" : here);
    for (const child of collectRoutePaths(route.children ?? [], here)) paths.add(child);
  }
  return paths;
}
