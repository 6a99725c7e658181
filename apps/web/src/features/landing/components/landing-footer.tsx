import { Link } from "react-router";
import { Wordmark } from "@/components/brand/wordmark";
import type { NavLink } from "@/config/public-nav";
import { SITE } from "@/config/site";

export function LandingFooter({ links }: { links: readonly NavLink[] }) {
  const footerLinks: NavLink[] = [
    ...links,
    { label: "Sign In", to: "/auth" },
    { label: "Create an account", to: "/auth?mode=signup" },
  ];
  return (
    <footer className="border-t border-border bg-surface-sunken/60">
      <div className="mx-auto flex max-w-7xl flex-col gap-10 px-5 py-12 sm:px-8 md:flex-row md:items-start md:justify-between">
        <div className="flex max-w-sm flex-col gap-3">
          <Wordmark />
          <p className="font-serif text-lg text-ink-700 italic">{SITE.tagline}</p>
          <p className="text-sm leading-relaxed text-ink-500">
            The idea is inspired by the historic wine windows of Florence, where a small arch in a stone wall
            meant a good glass was never far away.
          </p>
        </div>
        <nav aria-label="Footer">
          <ul className="flex flex-col gap-3 text-sm">
            {footerLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="rounded-sm text-ink-600 hover:text-wine-700">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="border-t border-border">
        <p className="mx-auto max-w-7xl px-5 py-5 text-xs text-ink-500 sm:px-8">
          © {new Date().getFullYear()} {SITE.name}. Please enjoy wine responsibly.
        </p>
      </div>
    </footer>
  );
}
