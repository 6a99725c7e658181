/**
 * "Get Started": to the wine-input section and its field when the page has one (spec §2), otherwise to the
 * feature overview.
 */
export function scrollToStart(root: ParentNode = document): void {
  const wineInput = root.querySelector<HTMLElement>('[data-section="wine-input"]');
  const target = wineInput ?? root.querySelector<HTMLElement>("#features");
  if (!target) return;
  target.scrollIntoView({ behavior: prefersReducedMotion() ? "auto" : "smooth", block: "start" });
  const field = wineInput?.querySelector<HTMLElement>("input, textarea");
  field?.focus({ preventScroll: true });
}

function prefersReducedMotion(): boolean {
  return (
    typeof window.matchMedia === "function" && window.matchMedia("(prefers-reduced-motion: reduce)").matches
  );
}
