/** Brings the wine-input section into view and focuses its field ("Add New Wine"). */
export function scrollToWineInput(): void {
  const section = document.querySelector<HTMLElement>('[data-section="wine-input"]');
  if (!section) return;
  const reduceMotion = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches;
  section.scrollIntoView({ behavior: reduceMotion ? "auto" : "smooth", block: "start" });
  section.querySelector<HTMLElement>("input")?.focus({ preventScroll: true });
}
