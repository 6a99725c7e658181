import type { QualityTier } from "../knowledge/schema.ts";

/**
 * Hand-set parameters of the drinking-window model (years after the vintage unless said otherwise).
 * The per-variety/country corrections fitted on the critics' file live in window-calibration.ts.
 */

type Curve = readonly [start: number, end: number];

/** When no grape is known: a generic curve by colour. */
export const DEFAULT_CURVES: Record<"red" | "white" | "rose", Record<QualityTier, Curve>> = {
  red: { entry: [1, 5], premium: [3, 10], fine: [6, 20], icon: [10, 30] },
  white: { entry: [0, 3], premium: [1, 6], fine: [3, 12], icon: [5, 20] },
  rose: { entry: [0, 2], premium: [0, 3], fine: [1, 5], icon: [2, 8] },
};

/** Styles whose life is set by how they are made more than by the grape. */
export const STYLE_CURVES: Record<"sparkling" | "fortified" | "sweet", Record<QualityTier, Curve>> = {
  sparkling: { entry: [0, 3], premium: [3, 10], fine: [7, 20], icon: [8, 30] },
  fortified: { entry: [2, 12], premium: [5, 25], fine: [12, 45], icon: [15, 60] },
  sweet: { entry: [1, 8], premium: [3, 15], fine: [6, 30], icon: [8, 50] },
};

/** A non-vintage wine is drunk within a few years of purchase (counted from `now`). */
export const NON_VINTAGE_YEARS: Record<QualityTier, number> = { entry: 2, premium: 3, fine: 5, icon: 8 };

/** In a blend the dominant grape sets most of the curve. */
export const DOMINANT_GRAPE_SHARE = 0.65;

/**
 * Vintage chart score taken as average; better years last longer and open later (how much per point is fitted:
 * WINDOW_CALIBRATION.vintageLengthPerPoint / vintageStartPerPoint). Bounds keep one score from dominating.
 */
export const AVERAGE_VINTAGE_SCORE = 88;
export const VINTAGE_LENGTH_BOUNDS: Curve = [0.7, 1.3];

/**
 * An icon's window ends no sooner than this share of its own curve's end, whatever critics' release-time windows
 * for dear wines say (they give a $200 wine about 15 years; Grange or Lafite keep for decades).
 */
export const ICON_END_FLOOR_SHARE = 0.75;

/**
 * A catalogued wine with its own aging record (its reputation over many vintages), or a wine of a range whose wines
 * have records, ends no sooner than this share of the record's years. Critics' release-time windows, which the bench measures, end well before such records
 * (13.6 years after the vintage on average where the record says 20); a floor of 75% cost the window end 0.2 year
 * on the check half, these shares under 0.01 while an icon such as Grange keeps a quarter-century.
 */
export const RECORD_END_FLOOR_SHARE = { icon: 0.6, other: 0.45 } as const;

/**
 * A wine's own record also bounds its opening: at most this many years after the record's "drinks well from". The
 * critics' openings for wines like it come from those they made wait, and put a Cabernet made to drink young
 * (Caymus, whose record opens 3 years after the vintage) eight years out.
 */
export const RECORD_OPENING_SLACK_YEARS = 2;

/**
 * A wine whose own record says it drinks well for at least this many years after the vintage, once the critics'
 * release-time window has closed, runs on to its record's end: critics extend such windows when they taste the
 * wine again (Latour 1982, Grange 1998, Musar 2006), and a shorter record says too little beyond theirs to
 * overrule them. In the critics' file only 1 windowed wine of the check half is past its window in 2017 with such
 * a record (0.004 year of window-end error; 15 years would cost 0.025).
 */
export const LONG_RECORD_YEARS = 20;

/** The window keeps at least this share of the curve's span, and at least this many years. */
export const MINIMUM_SPAN_SHARE = 0.5;
export const MINIMUM_SPAN_YEARS = 2;

/**
 * After the trees, the window still spans at least this share of the curve's span and this many years, its end
 * moved out if need be: Ridge Monte Bello 2018 had been 2028–2030. The bench's window end moved by 0.01 year on
 * the check half (a share of 0.5 cost 0.04, 0.7 cost 0.19).
 */
export const FINAL_SPAN_SHARE = 0.4;
export const FINAL_SPAN_YEARS = 3;

/**
 * Where fewer than this share of the critics' windows give an end year (Bordeaux 3 %, Burgundy 3 %, the Loire, the
 * Douro: their reviewers write "drink from"), the end corrections are learnt from other regions' wines, and a wine
 * made to wait kept only the minimum span above: Château Talbot 2010 ended in 2023. There the window keeps this
 * share of its own span (the curve stretched by the place, the label's words and the vintage) after its opening
 * moves. On the check half this costs 0.013 year of window-end error (a share of 0.6 cost 0.003 but ended Barca Velha
 * 2004 in 2024, the whole span 0.027): the few windows with an end there are mostly wines critics said to drink now.
 */
export const ENDLESS_REGION_SHARE = 0.2;
export const ENDLESS_REGION_SPAN_SHARE = 0.8;

/**
 * A catalogued wine (or a catalogued house's uncatalogued cuvée) whose price band tops out at this many USD is a
 * volume wine, made to drink on release. The critics' "drink from" dates that the opening corrections are fitted
 * on come mostly from wines that need time, so they push a volume wine's opening no later than its release: this
 * many years after the harvest (reds spend a year longer in the cellar). At $12, "14 Hands Hot to Trot" ($10–13)
 * opened six years after its harvest; at $15 the check half's opening error is 1.41 years against 1.39 (at $20,
 * 1.48: the critics' "drink from" years for $15–20 Douro and Bordeaux reds), the end's 2.88 against 2.89.
 */
export const VOLUME_WINE_MAX_USD = 15;

/**
 * A still white at this price or less opens on release too: critics give few whites a "drink from" year, so the
 * openings fitted on those few (+2 to +5 years for a New Zealand Sauvignon Blanc or an Italian Pinot Grigio) are
 * not the bottle on the shelf. The bench's opening error moved by 0.01 year (check half 1.34 → 1.35); at $30 by
 * 0.04. Every rule by grape, curve or tier instead cost 0.1 year or more.
 */
export const VOLUME_WHITE_MAX_USD = 25;

/**
 * The latest end of a white or rosé volume wine below the fine tier, of a grape without high acidity
 * (`volumeLightEndCap` in estimate-window.ts). The critics' file ends its few windowed $25-or-less Chardonnays,
 * Pinot Gris and Sauvignon Blancs 3–4 years after the harvest (at most 8, 11 and 5). It moved 245 wines of the
 * file, 3 of them windowed: the end's error +0.003 year on the calibration half, unchanged on the check half.
 */
export const VOLUME_LIGHT_END_YEARS = 6;
/** A grape's acidity (1–5) from which its wines keep longer than their price says (Riesling, Chenin Blanc). */
export const HIGH_ACIDITY = 4;

export const VOLUME_RELEASE_YEARS = { red: 2, other: 1 } as const;

/** A drink-young wine (Prosecco, Lambrusco) is at its best for this many years after its release. */
export const DRINK_YOUNG_YEARS = 2;

/**
 * Below this chance that critics would give a wine a "drink from" year (the `needsTime` trees of
 * window-trees.ts), it is ready on release and opens then, like a volume wine. The opening corrections are
 * fitted only on wines critics said need time, so without this gate an everyday bottle inherited their wait:
 * a $15 Napa Cabernet was "Too Young" for five years.
 */
export const NEEDS_TIME_THRESHOLD = 0.2;
/**
 * An entry-tier wine, which its tier already says is made to drink young, waits only when critics would more likely
 * than not make it wait, with a margin: Josh Cellars Cabernet 2022 had been "Too Young" until 2027. A refit moves
 * such a borderline wine's chance by several points (Josh: 21 %, then 42 % once the fit learnt Vintage Ports and
 * house prices, then 50 % once the catalogue held 2,500 more wines of large houses), so the line sits above them.
 * On the check half 0.55 costs 0.007 year of opening error over 0.45 (0.6 costs 0.019, and 0.45 cost 0.05 over
 * 0.2); the rows that error is measured on are only wines critics made wait, so the drink-now wines it helps are
 * not counted.
 */
export const NEEDS_TIME_THRESHOLD_ENTRY = 0.55;

/** Peak lies within the window: from this share of it to that share. */
export const PEAK_FROM_SHARE = 0.35;
export const PEAK_TO_SHARE = 0.75;

/** Share of a label word's aging years ("Gran Reserva" +6) that also delays the opening. */
export const TERM_START_SHARE = 0.3;
