import { useEffect, useRef } from "react";
import type { CellarView } from "../lib/cellar-view";

/**
 * The cellar sits below the wine input: opening the list (or going back to the dashboard) brings it into view,
 * as does arriving on `?view=table`; the plain dashboard on arrival stays where the page starts, and a new
 * status filter within the list leaves the page where it is.
 */
export function useScrollToCellarOnViewChange(view: CellarView) {
  const ref = useRef<HTMLElement>(null);
  const key = view.mode;
  const previous = useRef<string | null>(null);
  useEffect(() => {
    const isFirst = previous.current === null;
    const hasChanged = previous.current !== key;
    previous.current = key;
    if (!hasChanged || (isFirst && key === "dashboard")) return;
    ref.current?.scrollIntoView({ block: "start" });
  }, [key]);
  return ref;
}
