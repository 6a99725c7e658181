import { normalizePhrase } from "../text/normalize.ts";
import type { CatalogProducer, CatalogWineEntry, KnowledgeIssue } from "./knowledge-base.ts";
import type { Producer, Region, Variety } from "./schema.ts";

function resolveRegion(
  name: string | undefined,
  country: string,
  regionsByName: Map<string, Region[]>,
): Region | undefined {
  if (name === undefined) return undefined;
  const candidates = regionsByName.get(normalizePhrase(name)) ?? [];
  return candidates.find((region) => region.country === country) ?? candidates[0];
}

/** Links producers and wines to their regions and grapes, reporting names that do not resolve. */
export function buildCatalog(
  producersByFile: Map<string, Producer[]>,
  regionsByName: Map<string, Region[]>,
  varieties: Map<string, Variety>,
  issues: KnowledgeIssue[],
): { producers: CatalogProducer[]; wines: CatalogWineEntry[] } {
  const producers: CatalogProducer[] = [];
  const wines: CatalogWineEntry[] = [];
  const seenIds = new Map<string, string>();
  const seenNames = new Map<string, string>();
  for (const [file, list] of producersByFile) {
    for (const producer of list) {
      if (seenIds.has(producer.id)) {
        issues.push({
          file,
          entry: producer.id,
          problem: `duplicate producer id (also in ${seenIds.get(producer.id)})`,
        });
        continue;
      }
      seenIds.set(producer.id, file);
      const nameKey = normalizePhrase(producer.name);
      if (seenNames.has(nameKey)) {
        issues.push({ file, entry: producer.id, problem: `same name as producer ${seenNames.get(nameKey)}` });
      }
      seenNames.set(nameKey, producer.id);
      const region = resolveRegion(producer.region, producer.country, regionsByName);
      if (region === undefined)
        issues.push({ file, entry: producer.id, problem: `unresolved region "${producer.region}"` });
      else if (region.country !== producer.country) {
        issues.push({
          file,
          entry: producer.id,
          problem: `country "${producer.country}" differs from its region's "${region.country}"`,
        });
      }
      const catalogProducer: CatalogProducer = {
        index: producers.length,
        id: producer.id,
        name: producer.name,
        aliases: producer.aliases,
        region,
        country: producer.country,
        certifications: producer.certifications,
        wines: [],
      };
      const wineNames = new Set<string>();
      for (const wine of producer.wines) {
        const wineKey = normalizePhrase(wine.name);
        if (wineNames.has(wineKey))
          issues.push({ file, entry: `${producer.id}/${wine.name}`, problem: "duplicate wine" });
        wineNames.add(wineKey);
        let wineRegion = region;
        if (wine.region !== undefined) {
          wineRegion = resolveRegion(wine.region, producer.country, regionsByName);
          if (wineRegion === undefined) {
            issues.push({
              file,
              entry: `${producer.id}/${wine.name}`,
              problem: `unresolved region "${wine.region}"`,
            });
            wineRegion = region;
          }
        }
        const unknownVarieties = wine.varieties.filter((id) => !varieties.has(id));
        if (unknownVarieties.length > 0) {
          issues.push({
            file,
            entry: `${producer.id}/${wine.name}`,
            problem: `unknown varieties ${unknownVarieties.join(", ")}`,
          });
        }
        if (wine.priceUsd[0] > wine.priceUsd[1]) {
          issues.push({ file, entry: `${producer.id}/${wine.name}`, problem: "price band low > high" });
        }
        const entry: CatalogWineEntry = {
          index: wines.length,
          producer: catalogProducer,
          wine,
          region: wineRegion,
          varieties: wine.varieties.flatMap((id) => varieties.get(id) ?? []),
        };
        wines.push(entry);
        catalogProducer.wines.push(entry);
      }
      producers.push(catalogProducer);
    }
  }
  return { producers, wines };
}
