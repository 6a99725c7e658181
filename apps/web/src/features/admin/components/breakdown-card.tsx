import type { ReactNode } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { cn } from "@/lib/utils";
import { formatCount } from "./metric-card";

export type BreakdownRow = { label: string; value: number; tone: string };

/** A figure split into parts, each with its share of a bar. */
export function BreakdownCard({
  title,
  description,
  rows,
  empty,
}: {
  title: string;
  description: string;
  rows: BreakdownRow[];
  empty: ReactNode;
}) {
  const total = rows.reduce((sum, row) => sum + row.value, 0);
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-xl">{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-5">
        <div className="flex h-2.5 overflow-hidden rounded-full bg-ivory-200" aria-hidden="true">
          {total > 0 &&
            rows.map((row) =>
              row.value > 0 ? (
                <span
                  key={row.label}
                  className={row.tone}
                  style={{ width: `${(row.value / total) * 100}%` }}
                />
              ) : null,
            )}
        </div>
        {total === 0 ? (
          <p className="text-sm text-ink-500">{empty}</p>
        ) : (
          <dl className="flex flex-col gap-2.5">
            {rows.map((row) => (
              <div key={row.label} className="flex items-center justify-between gap-4 text-[0.9375rem]">
                <dt className="flex items-center gap-2.5 text-ink-600">
                  <span className={cn("size-2.5 rounded-full", row.tone)} aria-hidden="true" />
                  {row.label}
                </dt>
                <dd className="font-medium text-ink-900 tabular-nums">{formatCount(row.value)}</dd>
              </div>
            ))}
          </dl>
        )}
      </CardContent>
    </Card>
  );
}
