import { CheckIcon, HourglassIcon, type LucideIcon, ScanLineIcon, WineIcon } from "lucide-react";

type Feature = { title: string; icon: LucideIcon; description: string; points: string[] };

const FEATURES: Feature[] = [
  {
    title: "Scan & Capture",
    icon: ScanLineIcon,
    description:
      "Type a wine and its vintage, say it aloud, or photograph the label. Vinestra recognises the bottle and prepares a complete analysis.",
    points: ["Name analysis", "Voice input", "Label recognition"],
  },
  {
    title: "Drinking Window",
    icon: HourglassIcon,
    description:
      "See when each wine opens up, when it peaks and when it begins to fade — with the structure, tasting profile and reasoning behind the call.",
    points: ["Optimal and peak years", "Current condition", "Cellaring advice and food pairing"],
  },
  {
    title: "Personal Cellar",
    icon: WineIcon,
    description:
      "Keep every bottle in one place with ratings, tasting notes and quantities, and let Vinestra tell you when each one is ready to pour.",
    points: ["Smart reminders", "Ratings and tasting notes", "Collection value at a glance"],
  },
];

export function FeatureBlocks() {
  return (
    <section id="features" aria-labelledby="features-title" className="border-y border-border bg-surface">
      <div className="mx-auto max-w-7xl px-5 py-20 sm:px-8 lg:py-28">
        <div className="max-w-2xl">
          <p className="text-xs font-semibold tracking-eyebrow text-gold-600 uppercase">What Vinestra does</p>
          <h2
            id="features-title"
            className="mt-4 text-4xl leading-tight font-semibold text-ink-900 sm:text-5xl"
          >
            From the label to the perfect evening
          </h2>
          <p className="mt-4 text-base leading-relaxed text-ink-600 sm:text-lg">
            Three things every collector needs, in one place: knowing what a bottle is, knowing when to open
            it, and never losing track of it again.
          </p>
        </div>
        <ul className="mt-14 grid gap-6 md:grid-cols-3">
          {FEATURES.map(({ title, icon: Icon, description, points }, index) => (
            <li
              key={title}
              className="group relative flex flex-col rounded-xl border border-border bg-background/60 p-7 transition-shadow hover:shadow-card sm:p-8"
            >
              <div className="flex items-center justify-between">
                <span className="flex size-12 items-center justify-center rounded-full bg-wine-700 text-ivory-50 shadow-[0_6px_16px_-6px_rgb(109_26_54/0.6)]">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <span className="font-serif text-3xl font-medium text-gold-400/80" aria-hidden="true">
                  {String(index + 1).padStart(2, "0")}
                </span>
              </div>
              <h3 className="mt-6 text-[1.75rem] font-semibold text-ink-900">{title}</h3>
              <p className="mt-3 leading-relaxed text-ink-600">{description}</p>
              <ul className="mt-6 flex flex-col gap-2.5 border-t border-border pt-6 text-sm text-ink-700">
                {points.map((point) => (
                  <li key={point} className="flex items-center gap-2.5">
                    <CheckIcon className="size-4 shrink-0 text-gold-500" aria-hidden="true" />
                    {point}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
