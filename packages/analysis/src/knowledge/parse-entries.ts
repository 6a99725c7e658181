import type { z } from "zod";
import type { KnowledgeIssue } from "./knowledge-base.ts";

function entryLabel(item: unknown, index: number): string {
  if (item !== null && typeof item === "object") {
    const record = item as Record<string, unknown>;
    const label = record.id ?? record.name ?? record.region;
    if (typeof label === "string") return label;
  }
  return `#${index}`;
}

/** Validates each entry on its own: a bad entry is reported and skipped, the rest are kept. */
export function parseEach<T>(
  file: string,
  raw: unknown,
  schema: z.ZodType<T>,
  issues: KnowledgeIssue[],
): T[] {
  if (!Array.isArray(raw)) {
    if (raw !== undefined) issues.push({ file, entry: "(file)", problem: "is not an array" });
    return [];
  }
  const parsed: T[] = [];
  raw.forEach((item, index) => {
    const result = schema.safeParse(item);
    if (result.success) parsed.push(result.data);
    else {
      const problem = result.error.issues
        .slice(0, 3)
        .map((issue) => `${issue.path.join(".")}: ${issue.message}`)
        .join("; ");
      issues.push({ file, entry: entryLabel(item, index), problem });
    }
  });
  return parsed;
}

export function uniqueById<T extends { id: string }>(
  file: string,
  items: T[],
  issues: KnowledgeIssue[],
): Map<string, T> {
  const byId = new Map<string, T>();
  for (const item of items) {
    if (byId.has(item.id)) issues.push({ file, entry: item.id, problem: "duplicate id (first kept)" });
    else byId.set(item.id, item);
  }
  return byId;
}
