import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

type AnalysisSectionProps = {
  title: string;
  icon: LucideIcon;
  children: ReactNode;
  className?: string;
  aside?: ReactNode;
};

/** One card of the analysis: an icon, a serif title and its content. */
export function AnalysisSection({ title, icon: Icon, children, className, aside }: AnalysisSectionProps) {
  return (
    <section
      aria-label={title}
      className={cn("flex flex-col gap-4 rounded-xl border border-border bg-surface p-5 sm:p-6", className)}
    >
      <header className="flex items-start justify-between gap-3">
        <h3 className="flex items-center gap-2.5 text-[1.375rem] leading-tight font-semibold text-ink-900">
          <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-wine-50 text-wine-700">
            <Icon aria-hidden="true" className="size-4" />
          </span>
          {title}
        </h3>
        {aside}
      </header>
      {children}
    </section>
  );
}

/** A labelled value inside a section; nothing is shown for a missing value. */
export function AnalysisField({
  label,
  value,
  className,
}: {
  label: string;
  value: ReactNode;
  className?: string;
}) {
  if (value === null || value === undefined || value === "") return null;
  return (
    <div className={cn("flex flex-col gap-1", className)}>
      <dt className="text-[0.6875rem] font-semibold tracking-eyebrow text-gold-600 uppercase">{label}</dt>
      <dd className="text-[0.9375rem] leading-relaxed text-ink-700">{value}</dd>
    </div>
  );
}
