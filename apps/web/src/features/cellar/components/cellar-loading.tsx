import { Skeleton } from "@/components/ui/skeleton";

/** Skeleton cards and 'Loading your cellar...' while the cellar loads. */
export function CellarLoading({ cards = 4 }: { cards?: number }) {
  return (
    <div className="flex flex-col gap-4">
      <p role="status" className="text-sm text-ink-500">
        Loading your cellar...
      </p>
      <div className="grid grid-cols-2 gap-4 lg:grid-cols-4">
        {Array.from({ length: cards }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <div key={index} className="flex flex-col gap-3 rounded-xl border border-border bg-surface p-5">
            <Skeleton className="h-3 w-24" />
            <Skeleton className="h-8 w-20" />
            <Skeleton className="h-3 w-32" />
          </div>
        ))}
      </div>
    </div>
  );
}
