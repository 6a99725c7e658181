import { ArrowLeftIcon } from "lucide-react";
import { Link } from "react-router";
import { Wordmark } from "@/components/brand/wordmark";
import { Button } from "@/components/ui/button";

export function NotFoundPage() {
  return (
    <div className="flex min-h-dvh flex-col">
      <title>Page not found · Vinestra</title>
      <header className="mx-auto flex h-16 w-full max-w-6xl items-center px-5 sm:h-[4.5rem] sm:px-8">
        <Wordmark className="text-[1.6rem] sm:text-[1.75rem]" />
      </header>
      <main className="flex flex-1 items-center justify-center px-6 pb-24">
        <div className="flex max-w-md flex-col items-center text-center">
          <p
            aria-hidden="true"
            className="font-serif text-[6.5rem] leading-none font-semibold text-wine-700/12 sm:text-[8rem]"
          >
            404
          </p>
          <h1 className="-mt-2 text-4xl font-semibold text-ink-900 sm:text-5xl">Oops! Page not found</h1>
          <p className="mt-4 text-base text-ink-600">
            This bottle isn't in our cellar. The address may be mistyped, or the page has moved.
          </p>
          <Button asChild size="lg" className="mt-8">
            <Link to="/">
              <ArrowLeftIcon aria-hidden="true" />
              Return to Home
            </Link>
          </Button>
        </div>
      </main>
    </div>
  );
}
