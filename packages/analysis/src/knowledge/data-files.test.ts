import { describe, expect, it } from "vitest";
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
});
