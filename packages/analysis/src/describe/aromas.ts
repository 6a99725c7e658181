import type { DescribeContext } from "./describe-context.ts";

const STYLE_AROMAS = {
  sparkling: {
    young: ["green apple", "lemon zest", "fresh brioche"],
    mature: ["toast", "hazelnut", "honeyed brioche"],
  },
  fortified: { young: ["blackberry", "plum", "dark chocolate"], mature: ["dried fig", "walnut", "caramel"] },
  sweet: {
    young: ["apricot", "honey", "orange marmalade"],
    mature: ["dried apricot", "saffron", "crème brûlée"],
  },
} as const;

const COLOR_AROMAS = {
  red: {
    young: ["red and black fruit", "violet", "spice"],
    mature: ["leather", "forest floor", "dried cherry"],
  },
  white: { young: ["citrus", "orchard fruit", "white flowers"], mature: ["honey", "nuts", "beeswax"] },
  rose: {
    young: ["strawberry", "redcurrant", "citrus peel"],
    mature: ["dried strawberry", "herbs", "orange peel"],
  },
} as const;

/** Aromas of the dominant grape first, then the blending grapes, then the style's own notes. */
export function aromas(context: DescribeContext, phase: "young" | "mature", count = 4): string[] {
  const { profile } = context;
  const picked: string[] = [];
  const add = (words: readonly string[], limit: number) => {
    for (const word of words) {
      if (picked.length >= count || limit <= 0) return;
      if (!picked.includes(word.toLowerCase())) {
        picked.push(word.toLowerCase());
        limit -= 1;
      }
    }
  };
  const made = context.made?.aromas;
  if (made !== undefined) add(made[phase], count);
  const [dominant, ...others] = profile.varieties;
  const key = phase === "young" ? "aromasYoung" : "aromasMature";
  // Red grapes made into rosé or white wine (Provence rosé, Blanc de Noirs) keep their first fruit note only; a
  // red wine's kirsch or its aged leather is not theirs.
  const grapeAromas = (variety: (typeof profile.varieties)[number], limit: number) => {
    if (variety.color === profile.color || variety.color !== "red") add(variety[key], limit);
    else if (phase === "young") add(variety.aromasYoung.slice(0, 1), 1);
  };
  if (dominant !== undefined) grapeAromas(dominant, profile.style === "still" ? 3 : 2);
  for (const variety of others) grapeAromas(variety, 1);
  if (profile.style !== "still") add(STYLE_AROMAS[profile.style][phase], 2);
  add(COLOR_AROMAS[profile.color][phase], count);
  return picked;
}
