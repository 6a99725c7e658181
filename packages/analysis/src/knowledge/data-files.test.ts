import { describe, expect, it } from "vitest";
import { normalizePhrase } from "../text/normalize.ts";
import { buildKnowledgeBase } from "./build-knowledge-base.ts";
import { readKnowledgeSources } from "./load-knowledge-base.ts";

// Checks the real data files in packages/analysis/data. They are curated by hand, so problems are listed in full
// (to be fixed in the data) while the assertions only guard against a broken or badly linked knowledge base.
const sources = readKnowledgeSources();
const knowledgeBase = buildKnowledgeBase(sources);
const issues = knowledgeBase.issues;

function report(kind: string, matching: typeof issues) {
  if (matching.length === 0) return;
  console.warn(
    `[knowledge data] ${matching.length} ${kind}:\n${matching.map((issue) => `  ${issue.file} ${issue.entry}: ${issue.problem}`).join("\n")}`,
  );
}

describe("knowledge data files", () => {
  it("parse entry by entry (schema problems listed)", () => {
    const schemaProblems = issues.filter(
      (issue) => /: /.test(issue.problem) && !/unresolved|unknown/.test(issue.problem),
    );
    report("schema problems", schemaProblems);
    const entries =
      knowledgeBase.varieties.size +
      knowledgeBase.regions.size +
      knowledgeBase.producers.length +
      knowledgeBase.vintageCharts.size;
    expect(schemaProblems.length).toBeLessThanOrEqual(Math.max(5, entries * 0.02));
  });

  it("hold no problem in the grape and region files, which are small and curated whole", () => {
    // A grape entry that fails its schema is dropped, and every region naming it then loses it.
    expect(
      issues.filter((issue) => issue.file === "varieties.json" || issue.file === "regions.json"),
    ).toEqual([]);
  });

  it("link producers and wines to known regions (unresolved names listed)", () => {
    const unresolved = issues.filter((issue) => issue.problem.startsWith("unresolved region"));
    report("unresolved regions", unresolved);
    if (knowledgeBase.regions.size === 0) return;
    expect(unresolved.length).toBeLessThanOrEqual(Math.max(3, knowledgeBase.wines.length * 0.05));
  });

  it("use known grape ids (unknown ids listed)", () => {
    const unknown = issues.filter((issue) => issue.problem.startsWith("unknown varieties"));
    report("unknown grape ids", unknown);
    if (knowledgeBase.varieties.size === 0) return;
    expect(unknown.length).toBeLessThanOrEqual(Math.max(3, knowledgeBase.wines.length * 0.05));
  });

  it("have no duplicate ids (same-name producers and other issues listed)", () => {
    const duplicates = issues.filter((issue) => /duplicate/.test(issue.problem));
    report("duplicates", duplicates);
    report(
      "other issues",
      issues.filter((issue) =>
        /same name|differs|parent|also names|price band|chart|not an array/.test(issue.problem),
      ),
    );
    expect(duplicates.filter((issue) => /id/.test(issue.problem))).toEqual([]);
  });

  it("place a wine named for a neighbouring appellation of its house's in that appellation", () => {
    // A Brunello house's "Rosso di Montalcino" is a Rosso di Montalcino, not a Brunello: a wine that takes its
    // house's region while its name is that of another appellation beside it was given no region of its own.
    const misplaced = knowledgeBase.wines.flatMap((entry) => {
      const home = entry.producer.region;
      if (home === undefined || entry.region?.id !== home.id || home.parent === null) return [];
      const name = ` ${normalizePhrase(entry.wine.name)} `;
      // Named for its home ("Barbera d'Asti" holds "Asti", "Prosecco Superiore" holds "Prosecco").
      if (name.includes(` ${normalizePhrase(home.name)} `)) return [];
      const neighbour = [...knowledgeBase.regions.values()].find(
        (region) =>
          region.level === "appellation" &&
          region.parent === home.parent &&
          region.id !== home.id &&
          // A part of the home's own name ("Prosecco" of "Prosecco Superiore") names the home as well.
          !` ${normalizePhrase(home.name)} `.includes(` ${normalizePhrase(region.name)} `) &&
          name.includes(` ${normalizePhrase(region.name)} `),
      );
      return neighbour === undefined
        ? []
        : [`${entry.producer.name}: ${entry.wine.name} (${neighbour.name})`];
    });
    expect(misplaced).toEqual([]);
  });

  it("give a house no other name that is one of its wines' names", () => {
    // "Anubis Malbec" as the house's other name made the text "Anubis Malbec" the house named alone, whose plain
    // wine was its Cabernet; such a name belongs to the wine. Houses of several wines of the grape keep it
    // ("Turley Zinfandel"), as do Champagne houses ("Champagne Krug"), whose place is no grape.
    const houseNamesWine = knowledgeBase.producers.flatMap((producer) => {
      const houseNames = [producer.name, ...producer.aliases].map(normalizePhrase);
      const wineNames = producer.wines.map((entry) => normalizePhrase(entry.wine.name));
      return producer.aliases.flatMap((alias) => {
        // The grape names the alias holds (runs of up to four words) that the house's own name does not.
        const words = normalizePhrase(alias).split(" ");
        const houseName = ` ${normalizePhrase(producer.name)} `;
        const grapes = words.flatMap((_, start) =>
          [1, 2, 3, 4].flatMap((length) => {
            const name = words.slice(start, start + length).join(" ");
            const variety = knowledgeBase.varietiesByName.get(name);
            return variety === undefined ||
              name.length < 6 ||
              start + length > words.length ||
              houseName.includes(` ${name} `) ||
              variety.id === "champagne-blend"
              ? []
              : [variety.id];
          }),
        );
        const ofGrape = producer.wines.filter((entry) =>
          entry.varieties.some((grape) => grapes.includes(grape.id)),
        );
        if (ofGrape.length === 1) return [`${producer.name}: ${alias} (${ofGrape[0]!.wine.name})`];
        // "Hazlitt Red Cat": another house name and a wine's, the wine's other name.
        const written = normalizePhrase(alias);
        const wine = wineNames.findIndex(
          (name) => !houseNames.includes(name) && houseNames.some((house) => written === `${house} ${name}`),
        );
        return wine < 0 ? [] : [`${producer.name}: ${alias} (${producer.wines[wine]!.wine.name})`];
      });
    });
    // The house's own full names, that end with a word its plain wine is named by.
    const ownFullNames = ["Produttori Barbaresco", "Rust en Vrede Estate"];
    expect(
      houseNamesWine.filter((line) => !ownFullNames.some((name) => line.includes(`: ${name} (`))),
    ).toEqual([]);
  }, 20_000);

  it("place a still wine in a region that makes its colour", () => {
    // A region's colours say what a wine named only for it can be; a Napa AVA listed as red-only turned its
    // Sauvignon Blancs into exceptions, and a Chianti filed under Vernaccia di San Gimignano was a misplaced wine.
    const outOfColour = knowledgeBase.wines.flatMap((entry) =>
      entry.wine.style !== "still" ||
      entry.region === undefined ||
      entry.region.colors.includes(entry.wine.color)
        ? []
        : [`${entry.producer.name}: ${entry.wine.name} (${entry.wine.color}, ${entry.region.name})`],
    );
    expect(outOfColour).toEqual([]);
  });
});
