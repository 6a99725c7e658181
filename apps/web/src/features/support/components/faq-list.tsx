import { ChevronDownIcon } from "lucide-react";

const QUESTIONS = [
  {
    question: "What does Vinestra do?",
    answer:
      "Name a wine and its vintage — typed, spoken or photographed from the label — and Vinestra analyses it: identification, market value, drinking window, structure, tasting profile, cellaring advice, food pairing and a sustainability score. Save the bottles you own to your personal cellar and Vinestra reminds you when each one is ready.",
  },
  {
    question: "How is a drinking window worked out?",
    answer:
      "From the vintage, the grape varieties, the region and the producer's style. Each analysis shows the optimal window, the peak years and the wine's current condition, together with the reasoning behind them, so you can weigh the advice against your own taste.",
  },
  {
    question: "How does the free trial work?",
    answer:
      "The annual plans begin with a 14-day free trial and no credit card is needed to start. After the trial, Vinestra is $19.99 per year, and you can cancel anytime.",
  },
  {
    question: "How do I change the currency prices are shown in?",
    answer:
      "Open the account menu (your initial, top right), choose Currency and pick one of the 17 currencies on offer. You can also change it on your Profile page. The choice is saved to your account, so it follows you to every device.",
  },
  {
    question: "Who can see my cellar?",
    answer:
      "Only you. Your cellar, tasting notes, reminders and notifications belong to your account and are never shown to anyone else unless you choose to share a wine.",
  },
];

export function FaqList() {
  return (
    <div className="divide-y divide-border rounded-xl border border-border bg-surface shadow-card">
      {QUESTIONS.map(({ question, answer }) => (
        <details key={question} className="group px-5 sm:px-7 [&_summary::-webkit-details-marker]:hidden">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded-sm py-5 font-serif text-xl font-semibold text-ink-900 sm:text-[1.375rem]">
            {question}
            <ChevronDownIcon
              className="size-5 shrink-0 text-wine-700 transition-transform group-open:rotate-180"
              aria-hidden="true"
            />
          </summary>
          <p className="-mt-1 pb-6 leading-relaxed text-ink-600">{answer}</p>
        </details>
      ))}
    </div>
  );
}
