import { CircleCheckIcon } from "lucide-react";
import { Button } from "@/components/ui/button";

type SupportSentProps = {
  subject: string;
  replyTo: string | null;
  wasEmailed: boolean;
  onAnother: () => void;
};

/** The confirmation that replaces the form once the request is in. */
export function SupportSent({ subject, replyTo, wasEmailed, onAnother }: SupportSentProps) {
  return (
    <div className="flex flex-col items-start gap-4" role="status">
      <span className="flex size-12 items-center justify-center rounded-full bg-success-soft text-success">
        <CircleCheckIcon className="size-6" aria-hidden="true" />
      </span>
      <div className="flex flex-col gap-2">
        <h3 className="text-2xl font-semibold text-ink-900">Message sent</h3>
        <p className="text-[0.9375rem] leading-relaxed text-ink-600">
          Thank you — we've received “<span className="font-medium text-ink-900">{subject}</span>”.
          {wasEmailed ? " It's with our support team now" : " It's saved for the site's administrator"}
          {replyTo ? (
            <>
              , and the reply will go to{" "}
              <span className="font-medium text-ink-900 [overflow-wrap:anywhere]">{replyTo}</span>.
            </>
          ) : (
            "."
          )}
        </p>
      </div>
      <Button variant="outline" onClick={onAnother}>
        Send another message
      </Button>
    </div>
  );
}
