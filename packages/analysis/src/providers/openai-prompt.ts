import type { AnalyzeInput } from "../analyzer/analyze-input.ts";

export const SYSTEM_PROMPT = `You are a wine expert. Given a wine name and vintage, answer with one JSON object matching the
given schema: either a full analysis (identification, drinkingWindow with years, structure, tastingProfile,
recommendations, peakExplanation, foodPairing, sustainability) or, when the name fits several different wines,
{"multipleMatches": true, "wineName", "vintage", "possibleMatches": [...]}. Use facts you are sure of; when unsure
say so through a lower confidence. Window years are calendar years; statuses are relative to the date given.
currentStatus is one of: Too Young, Aging Beautifully, Peak Period, Ready to Drink, Past Peak.`;

export function userPrompt(input: AnalyzeInput): string {
  const lines = [
    `Wine: ${input.wineName}`,
    `Vintage: ${input.vintage ?? "as written in the name, or non-vintage"}`,
    `Today: ${input.now.toISOString().slice(0, 10)}`,
    `Currency for marketValue: ${input.currency ?? "USD"} (free-text range with the currency symbol)`,
  ];
  if (input.specificProducer) lines.push(`Producer: ${input.specificProducer}`);
  if (input.specificRegion) lines.push(`Region: ${input.specificRegion}`);
  return lines.join("\n");
}
