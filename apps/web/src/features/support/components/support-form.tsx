import { supportRequestSchema } from "@vinestra/contracts";
import { LoaderCircleIcon, SendIcon } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { describeError } from "@/lib/errors";

type Field = "subject" | "message";
type FieldErrors = Partial<Record<Field, string>>;
type SupportFormProps = {
  isSending: boolean;
  sendError: unknown;
  onSend: (request: { subject: string; message: string }) => void;
};

const MAX_SUBJECT = 150;
const MAX_MESSAGE = 5000;

/** Subject and message, checked by the same rules the API applies, with the API's refusal shown above them. */
export function SupportForm({ isSending, sendError, onSend }: SupportFormProps) {
  const [subject, setSubject] = useState("");
  const [message, setMessage] = useState("");
  const [errors, setErrors] = useState<FieldErrors>({});
  const subjectId = useId();
  const messageId = useId();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (isSending) return;
    const parsed = supportRequestSchema.safeParse({ subject, message });
    if (!parsed.success) {
      const found: FieldErrors = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === "subject" || field === "message") && !found[field]) found[field] = issue.message;
      }
      setErrors(found);
      document.getElementById(found.subject ? subjectId : messageId)?.focus();
      return;
    }
    setErrors({});
    onSend(parsed.data);
  }

  const refusal = sendError ? describeError(sendError).description : null;

  return (
    <form className="flex flex-col gap-5" onSubmit={handleSubmit} noValidate>
      {refusal && (
        <p
          role="alert"
          className="rounded-md border border-danger/30 bg-danger-soft px-4 py-3 text-sm text-danger"
        >
          {refusal}
        </p>
      )}
      <div className="flex flex-col gap-2">
        <Label htmlFor={subjectId}>Subject</Label>
        <Input
          id={subjectId}
          maxLength={MAX_SUBJECT}
          placeholder="What is it about?"
          aria-invalid={Boolean(errors.subject)}
          aria-describedby={errors.subject ? `${subjectId}-error` : undefined}
          value={subject}
          onChange={(event) => setSubject(event.target.value)}
        />
        {errors.subject && (
          <p id={`${subjectId}-error`} className="text-sm text-danger">
            {errors.subject}
          </p>
        )}
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={messageId}>Message</Label>
        <Textarea
          id={messageId}
          rows={6}
          maxLength={MAX_MESSAGE}
          placeholder="Tell us what happened, or what you would like to know."
          aria-invalid={Boolean(errors.message)}
          aria-describedby={`${messageId}-hint`}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
        />
        <p
          id={`${messageId}-hint`}
          className={errors.message ? "text-sm text-danger" : "text-xs text-ink-500"}
        >
          {errors.message ?? `At least 10 characters · ${message.trim().length.toLocaleString()}/5,000`}
        </p>
      </div>
      <Button type="submit" className="self-start" aria-busy={isSending}>
        {isSending ? (
          <LoaderCircleIcon className="animate-spin" aria-hidden="true" />
        ) : (
          <SendIcon aria-hidden="true" />
        )}
        Send Message
      </Button>
    </form>
  );
}
