import { ArrowRightIcon, LifeBuoyIcon, type LucideIcon, UserRoundIcon } from "lucide-react";
import { Link } from "react-router";
import { WineWindowArt } from "@/components/brand/wine-window-art";
import { SITE } from "@/config/site";
import { greetingFor } from "../greeting";

type Shortcut = { to: string; title: string; description: string; action: string; icon: LucideIcon };

const SHORTCUTS: Shortcut[] = [
  {
    to: "/profile",
    title: "Your account",
    description: "Review your details and choose the currency Vinestra shows prices in.",
    action: "Open your profile",
    icon: UserRoundIcon,
  },
  {
    to: "/support",
    title: "Help & support",
    description: "Answers to common questions, and how to reach a person when you need one.",
    action: "Visit support",
    icon: LifeBuoyIcon,
  },
];

/** The top of `/` for a signed-in collector. */
export function SignedInHome({ displayName }: { displayName: string | null }) {
  const greeting = greetingFor(new Date().getHours());
  return (
    <div className="mx-auto flex w-full max-w-6xl flex-col gap-12 px-5 py-10 sm:px-8 sm:py-16">
      <section
        aria-labelledby="welcome-title"
        className="relative overflow-hidden rounded-2xl border border-border bg-surface shadow-card"
      >
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_50%_70%_at_85%_50%,rgb(236_197_208/0.45),transparent_70%)]"
        />
        <div className="relative grid gap-8 p-7 sm:p-12 md:grid-cols-[minmax(0,1fr)_12rem] md:pb-0 lg:grid-cols-[minmax(0,1fr)_15rem]">
          <div className="md:self-center md:pb-12">
            <p className="text-xs font-semibold tracking-eyebrow text-gold-600 uppercase">{greeting}</p>
            <h1
              id="welcome-title"
              className="mt-3 text-5xl leading-[1.02] font-semibold text-ink-900 sm:text-6xl"
            >
              {displayName ? (
                <>
                  Welcome, <em className="font-medium text-wine-700">{displayName}</em>
                </>
              ) : (
                "Welcome to your cellar"
              )}
            </h1>
            <p className="mt-5 font-serif text-2xl leading-snug text-ink-700 sm:text-[1.75rem]">
              {SITE.heroLine}
            </p>
            <p className="mt-3 text-sm font-medium tracking-wide text-ink-500">{SITE.tagline}</p>
          </div>
          <WineWindowArt className="mx-auto hidden max-w-[12rem] self-end md:block lg:max-w-[15rem]" />
        </div>
      </section>

      <section aria-label="Shortcuts" className="grid gap-5 sm:grid-cols-2">
        {SHORTCUTS.map(({ to, title, description, action, icon: Icon }) => (
          <Link
            key={to}
            to={to}
            className="group flex flex-col rounded-xl border border-border bg-surface p-6 transition-[box-shadow,border-color] hover:border-wine-200 hover:shadow-card sm:p-7"
          >
            <span className="flex size-10 items-center justify-center rounded-full bg-wine-50 text-wine-700">
              <Icon className="size-5" aria-hidden="true" />
            </span>
            <h2 className="mt-5 text-2xl font-semibold text-ink-900">{title}</h2>
            <p className="mt-2 text-[0.9375rem] leading-relaxed text-ink-600">{description}</p>
            <span className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-wine-700">
              {action}
              <ArrowRightIcon
                className="size-4 transition-transform group-hover:translate-x-0.5"
                aria-hidden="true"
              />
            </span>
          </Link>
        ))}
      </section>
    </div>
  );
}
