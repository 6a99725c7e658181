import type { ReactNode } from "react";

type SectionHeadingProps = { eyebrow: string; title: string; description?: ReactNode; actions?: ReactNode };

/** The cellar's heading row: eyebrow, serif title (the section's label) and actions on the right. */
export function SectionHeading({ eyebrow, title, description, actions }: SectionHeadingProps) {
  return (
    <header className="mb-6 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        <p className="text-xs font-semibold tracking-eyebrow text-gold-600 uppercase">{eyebrow}</p>
        <h2 id="cellar-title" className="mt-2 text-4xl leading-tight font-semibold text-ink-900 sm:text-5xl">
          {title}
        </h2>
        {description && <p className="mt-2 text-base text-ink-600">{description}</p>}
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </header>
  );
}
