import type { ReactNode } from "react";
import { Card } from "@/components/ui/card";

const numberFormat = new Intl.NumberFormat();

export function formatCount(value: number): string {
  return numberFormat.format(value);
}

type MetricCardProps = { icon: ReactNode; label: string; value: number; detail?: ReactNode };

/** One headline figure. */
export function MetricCard({ icon, label, value, detail }: MetricCardProps) {
  return (
    <Card className="flex flex-col gap-4 p-5 sm:p-6">
      <div className="flex items-center justify-between gap-3">
        <p className="text-sm font-medium text-ink-500">{label}</p>
        <span className="flex size-9 items-center justify-center rounded-full bg-wine-50 text-wine-700 [&_svg]:size-4">
          {icon}
        </span>
      </div>
      <p className="font-serif text-5xl leading-none font-semibold text-ink-900 lining-nums lining-nums tabular-nums">
        {formatCount(value)}
      </p>
      {detail && <p className="text-sm text-ink-500">{detail}</p>}
    </Card>
  );
}
