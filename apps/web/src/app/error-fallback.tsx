import { RotateCcwIcon } from "lucide-react";
import { WineGlassMark } from "@/components/brand/wine-glass-mark";
import { Button } from "@/components/ui/button";

export const UNEXPECTED_ERROR = "An unexpected error occurred";

/** The error boundary's face: the error's message (or a plain sentence) and a way out. */
export function ErrorFallback({ message }: { message?: string | undefined }) {
  return (
    <main className="flex min-h-dvh items-center justify-center px-6 py-16">
      <div className="flex max-w-md flex-col items-center text-center" role="alert">
        <WineGlassMark className="size-12 text-wine-700" />
        <h1 className="mt-6 text-4xl font-semibold text-ink-900">Something went wrong</h1>
        <p className="mt-3 text-base text-ink-600">{message || UNEXPECTED_ERROR}</p>
        <Button className="mt-8" size="lg" onClick={() => window.location.reload()}>
          <RotateCcwIcon aria-hidden="true" />
          Reload Page
        </Button>
      </div>
    </main>
  );
}
