import { Link } from "react-router";
import { Wordmark } from "@/components/brand/wordmark";
import { Button } from "@/components/ui/button";
import type { NavLink } from "@/config/public-nav";

/** The signed-out navigation: wordmark, the public pages that exist, Sign In and Sign Up. */
export function LandingNav({ links }: { links: readonly NavLink[] }) {
  return (
    <header className="sticky top-0 z-40 border-b border-border/70 bg-background/85 backdrop-blur-md supports-[backdrop-filter]:bg-background/70">
      <nav
        aria-label="Main"
        className="mx-auto flex h-16 max-w-7xl items-center justify-between gap-4 px-4 sm:h-[4.5rem] sm:px-8"
      >
        <Wordmark className="text-[1.6rem] sm:text-[1.75rem]" />
        {links.length > 0 && (
          <ul className="hidden items-center gap-7 lg:flex">
            {links.map((link) => (
              <li key={link.to}>
                <Link
                  to={link.to}
                  className="rounded-sm text-sm font-medium text-ink-700 hover:text-wine-700"
                >
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        )}
        <div className="flex items-center gap-1.5 sm:gap-3">
          <Button asChild variant="ghost" size="sm" className="px-3 sm:px-4">
            <Link to="/auth">Sign In</Link>
          </Button>
          <Button asChild size="sm" className="px-4 sm:px-5">
            <Link to="/auth?mode=signup">Sign Up</Link>
          </Button>
        </div>
      </nav>
    </header>
  );
}
