import type { Region } from "../knowledge/schema.ts";
import { tokenize } from "../text/normalize.ts";

const tokensByRegion = new WeakMap<Region, readonly string[]>();

/** A region's own name as tokens, read once per region: every candidate wine of every query may ask. */
export function regionNameTokens(region: Region): readonly string[] {
  let tokens = tokensByRegion.get(region);
  if (tokens === undefined) {
    tokens = tokenize(region.name);
    tokensByRegion.set(region, tokens);
  }
  return tokens;
}
