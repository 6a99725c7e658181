import { ContactFormCard } from "./contact-form-card";
import { FaqList } from "./faq-list";

/** `/support`: common questions, and a form to reach a person. */
export function SupportPage() {
  return (
    <div className="mx-auto w-full max-w-6xl px-5 py-10 sm:px-8 sm:py-16">
      <header className="max-w-2xl">
        <p className="text-xs font-semibold tracking-eyebrow text-gold-600 uppercase">Support</p>
        <h1 className="mt-3 text-5xl leading-tight font-semibold text-ink-900">How can we help?</h1>
        <p className="mt-3 text-base text-ink-600 sm:text-lg">
          Quick answers about Vinestra, your cellar and your account.
        </p>
      </header>
      <div className="mt-10 grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_26rem]">
        <section aria-labelledby="faq-title">
          <h2 id="faq-title" className="sr-only">
            Frequently asked questions
          </h2>
          <FaqList />
        </section>
        <div className="lg:sticky lg:top-28">
          <ContactFormCard />
        </div>
      </div>
    </div>
  );
}
