import { LifeBuoyIcon, UsersRoundIcon, WineIcon, ZapIcon } from "lucide-react";
import { Card, CardContent } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { useAdminMetrics } from "../api/use-admin-metrics";
import { BreakdownCard } from "./breakdown-card";
import { MetricCard } from "./metric-card";

/** `/metrics`: how this installation is used, for its administrators. */
export function MetricsPage() {
  const { data: metrics, isPending, isError } = useAdminMetrics();

  return (
    <div className="mx-auto w-full max-w-6xl px-5 py-10 sm:px-8 sm:py-16">
      <header className="mb-10 max-w-2xl">
        <p className="text-xs font-semibold tracking-eyebrow text-gold-600 uppercase">Administration</p>
        <h1 className="mt-3 text-5xl leading-tight font-semibold text-ink-900">Metrics</h1>
        <p className="mt-3 text-base text-ink-600 sm:text-lg">
          How this Vinestra installation is used. Counts only — no one's cellar is shown here.
        </p>
      </header>
      {isPending ? (
        <MetricsSkeleton />
      ) : isError || !metrics ? (
        <Card>
          <CardContent>
            <p className="text-ink-700">The figures could not be loaded just now. Please reload the page.</p>
          </CardContent>
        </Card>
      ) : (
        <div className="flex flex-col gap-6">
          <section aria-label="Headline figures" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <MetricCard
              icon={<UsersRoundIcon aria-hidden="true" />}
              label="Collectors"
              value={metrics.users.total}
              detail={`${metrics.users.newLast7Days.toLocaleString()} new in the last 7 days`}
            />
            <MetricCard
              icon={<WineIcon aria-hidden="true" />}
              label="Wines in cellars"
              value={metrics.cellar.wines}
              detail={`${metrics.cellar.bottles.toLocaleString()} bottles in ${metrics.cellar.collectors.toLocaleString()} cellars`}
            />
            <MetricCard
              icon={<ZapIcon aria-hidden="true" />}
              label="Cached analyses"
              value={metrics.analyses.cached}
              detail="Wines and vintages analyzed so far"
            />
            <MetricCard
              icon={<LifeBuoyIcon aria-hidden="true" />}
              label="Support requests"
              value={metrics.supportRequests}
              detail="Received through the support form"
            />
          </section>
          <section aria-label="Breakdowns" className="grid gap-6 lg:grid-cols-2">
            <BreakdownCard
              title="Accounts"
              description={`Everyone with a Vinestra account, ${metrics.users.admins.toLocaleString()} of them ${metrics.users.admins === 1 ? "an administrator" : "administrators"}.`}
              empty="No accounts yet."
              rows={[
                {
                  label: "With wines in their cellar",
                  value: metrics.cellar.collectors,
                  tone: "bg-wine-700",
                },
                {
                  label: "Without a cellar yet",
                  value: Math.max(0, metrics.users.total - metrics.cellar.collectors),
                  tone: "bg-wine-200",
                },
              ]}
            />
            <BreakdownCard
              title="Email"
              description="Messages sent by this installation: confirmations, password resets and reminders."
              empty="No email has been sent yet."
              rows={[
                { label: "Delivered to the mail server", value: metrics.email.sent, tone: "bg-success" },
                {
                  label: "Kept in the log (no mail server set)",
                  value: metrics.email.logged,
                  tone: "bg-gold-400",
                },
                { label: "Failed", value: metrics.email.failed, tone: "bg-danger" },
              ]}
            />
          </section>
        </div>
      )}
    </div>
  );
}

function MetricsSkeleton() {
  return (
    <div className="flex flex-col gap-6" aria-busy="true">
      <p className="sr-only" role="status">
        Loading the figures
      </p>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {[0, 1, 2, 3].map((card) => (
          <Skeleton key={card} className="h-40 rounded-xl" />
        ))}
      </div>
      <div className="grid gap-6 lg:grid-cols-2">
        <Skeleton className="h-64 rounded-xl" />
        <Skeleton className="h-64 rounded-xl" />
      </div>
    </div>
  );
}
