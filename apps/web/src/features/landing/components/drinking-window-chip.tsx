const PHASES = [
  { label: "Too young", className: "bg-wine-200" },
  { label: "Aging", className: "bg-gold-300" },
  { label: "Peak", className: "bg-wine-700" },
  { label: "Ready", className: "bg-success" },
];

/** A legend of the four phases a drinking window passes through; decoration beside the hero art. */
export function DrinkingWindowChip() {
  return (
    <div className="w-60 rounded-xl border border-border bg-surface/95 p-4 shadow-raised backdrop-blur">
      <p className="text-[0.6875rem] font-semibold tracking-eyebrow text-gold-600 uppercase">
        Drinking window
      </p>
      <div className="mt-3 flex h-2 overflow-hidden rounded-full" aria-hidden="true">
        <span className="w-[22%] bg-wine-200" />
        <span className="w-[30%] bg-gold-300" />
        <span className="w-[28%] bg-wine-700" />
        <span className="w-[20%] bg-success" />
      </div>
      <ul className="mt-3 grid grid-cols-2 gap-x-3 gap-y-1.5 text-xs text-ink-600">
        {PHASES.map((phase) => (
          <li key={phase.label} className="flex items-center gap-1.5">
            <span className={`size-2 rounded-full ${phase.className}`} aria-hidden="true" />
            {phase.label}
          </li>
        ))}
      </ul>
    </div>
  );
}
