import { MetricsPage } from "@/features/admin/components/metrics-page";

export function MetricsRoute() {
  return (
    <>
      <title>Metrics · Vinestra</title>
      <meta name="robots" content="noindex" />
      <MetricsPage />
    </>
  );
}
