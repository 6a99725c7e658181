import { Toaster as Sonner } from "sonner";

/** Toasts close after 4 s (spec §9) and wear the app's palette. */
export function Toaster() {
  return (
    <Sonner
      position="top-center"
      duration={4000}
      closeButton
      toastOptions={{
        unstyled: true,
        classNames: {
          toast:
            "group flex w-full items-start gap-3 rounded-lg border border-border border-l-4 border-l-ink-400 bg-surface p-4 pr-9 font-sans text-foreground shadow-raised sm:w-[var(--width)]",
          icon: "mt-0.5 shrink-0 [&_svg]:size-[1.125rem]",
          content: "flex min-w-0 flex-col gap-0.5",
          title: "text-[0.9375rem] font-semibold leading-snug text-ink-900",
          description: "text-sm leading-snug text-ink-600",
          error: "border-l-danger [&_[data-icon]]:text-danger",
          success: "border-l-success [&_[data-icon]]:text-success",
          warning: "border-l-warning [&_[data-icon]]:text-warning",
          closeButton:
            "absolute top-3 right-3 left-auto flex size-6 items-center justify-center rounded-full text-ink-400 hover:bg-ink-900/5 hover:text-ink-900 [&_svg]:size-3.5",
        },
      }}
    />
  );
}
