import { BellRingIcon, HourglassIcon, WineIcon } from "lucide-react";
import { WineWindowArt } from "@/components/brand/wine-window-art";
import { Wordmark } from "@/components/brand/wordmark";

const PROMISES = [
  { icon: HourglassIcon, text: "A drinking window for every bottle" },
  { icon: BellRingIcon, text: "Reminders when it's time to pour" },
  { icon: WineIcon, text: "Your whole cellar, wherever you are" },
];

/** The burgundy side panel of the auth page on wide screens. */
export function AuthShowcase() {
  return (
    <aside className="relative hidden overflow-hidden bg-wine-800 text-ivory-50 lg:flex lg:flex-col lg:justify-between lg:p-12 xl:p-16">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-0 bg-[radial-gradient(ellipse_at_30%_20%,rgb(199_163_90/0.22),transparent_55%),radial-gradient(ellipse_at_80%_90%,rgb(39_8_19/0.6),transparent_60%)]"
      />
      <Wordmark tone="ivory" className="relative self-start" />
      <div className="relative grid grid-cols-[minmax(0,14rem)_1fr] items-end gap-10 xl:gap-14">
        <WineWindowArt className="drop-shadow-[0_24px_40px_rgb(0_0_0/0.35)]" />
        <div className="flex flex-col gap-6 pb-2">
          <p className="text-xs font-semibold tracking-eyebrow text-gold-300 uppercase">
            Perfect Time. Perfect Wine.
          </p>
          <p className="font-serif text-4xl leading-[1.1] font-medium text-balance xl:text-5xl">
            Track every bottle, savor every perfect pour.
          </p>
          <ul className="flex flex-col gap-3 text-[0.9375rem] text-ivory-200">
            {PROMISES.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-center gap-3">
                <Icon className="size-4 text-gold-300" aria-hidden="true" />
                {text}
              </li>
            ))}
          </ul>
        </div>
      </div>
      <p className="relative text-sm text-ivory-300/80">
        Inspired by the wine windows of Florence, where a small arch in the wall meant a good glass was near.
      </p>
    </aside>
  );
}
