import { WineGlassMark } from "@/components/brand/wine-glass-mark";

/** Why the product looks the way it does: the wine windows of Florence. */
export function WineWindowStory() {
  return (
    <section aria-labelledby="story-title" className="mx-auto max-w-7xl px-5 py-20 sm:px-8 lg:py-28">
      <div className="grid items-center gap-12 md:grid-cols-[minmax(0,0.75fr)_minmax(0,1fr)] lg:gap-20">
        <div className="relative mx-auto aspect-[4/5] w-full max-w-[17rem] rounded-t-full bg-wine-800 p-3 shadow-raised sm:max-w-xs">
          <div className="flex h-full flex-col items-center justify-center rounded-t-full border border-gold-300/50 bg-[radial-gradient(ellipse_at_50%_30%,rgb(199_163_90/0.22),transparent_65%)] px-6 text-center text-ivory-50">
            <WineGlassMark className="size-10 text-gold-300" />
            <p className="mt-6 font-serif text-4xl leading-tight font-medium italic">Buchette del vino</p>
            <p className="mt-4 text-[0.6875rem] font-semibold tracking-eyebrow text-gold-300 uppercase">
              Florence · since the 1500s
            </p>
          </div>
        </div>
        <div>
          <p className="text-xs font-semibold tracking-eyebrow text-gold-600 uppercase">Why a window</p>
          <h2 id="story-title" className="mt-4 text-4xl leading-tight font-semibold text-ink-900 sm:text-5xl">
            A small window onto a great cellar
          </h2>
          <div className="mt-6 flex max-w-xl flex-col gap-4 text-base leading-relaxed text-ink-600 sm:text-lg">
            <p>
              From the sixteenth century, Florence's wine-making families cut small arched windows —{" "}
              <em>buchette del vino</em> — into the walls of their palazzi and handed wine straight through
              them: a glass for a passer-by, a flask for the table. More than a hundred still survive in the
              city.
            </p>
            <p>
              Vinestra borrows the idea. It is a small window onto your cellar that tells you, bottle by
              bottle, what you have and when the time is right to open it.
            </p>
          </div>
        </div>
      </div>
    </section>
  );
}
