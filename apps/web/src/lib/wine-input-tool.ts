import type { ComponentType } from "react";

/** A wine recognised by another way of input than typing (voice, a label photo). */
export type RecognizedWine = { name: string; vintage: number | null; labelImageUrl?: string | null };

export type WineInputToolProps = {
  /** True while an analysis is running. */
  disabled: boolean;
  /** Hands the recognised wine to the analysis flow (which asks for a vintage when it is missing). */
  onRecognized: (wine: RecognizedWine) => void;
};

/**
 * A button (and whatever dialog it opens) shown in the Wine Analysis card beside the text field: the voice
 * and camera inputs plug in here without the analysis feature importing them.
 */
export type WineInputTool = ComponentType<WineInputToolProps>;
