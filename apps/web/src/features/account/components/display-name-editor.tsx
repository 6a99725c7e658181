import { PencilIcon } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { useUpdateDisplayName } from "../api/use-update-display-name";

const MAX_DISPLAY_NAME_LENGTH = 80;

/** The display name, and a small form in its place while it is being changed. */
export function DisplayNameEditor({ current, labelId }: { current: string | null; labelId: string }) {
  const [draft, setDraft] = useState<string | null>(null);
  const update = useUpdateDisplayName();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (draft === null || update.isPending) return;
    if (draft.trim() === (current ?? "")) {
      setDraft(null);
      return;
    }
    update.mutate(draft, { onSuccess: () => setDraft(null) });
  }

  if (draft === null) {
    return (
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        {current ? <span>{current}</span> : <span className="text-ink-500">Not set</span>}
        <Button
          variant="ghost"
          size="sm"
          className="-my-1 h-8 px-3 text-wine-700"
          onClick={() => setDraft(current ?? "")}
          aria-label="Edit display name"
        >
          <PencilIcon aria-hidden="true" />
          Edit
        </Button>
      </div>
    );
  }

  return (
    <form className="flex w-full flex-col gap-2 sm:flex-row sm:items-center" onSubmit={handleSubmit}>
      <Input
        aria-labelledby={labelId}
        autoFocus
        autoComplete="nickname"
        maxLength={MAX_DISPLAY_NAME_LENGTH}
        placeholder="How Vinestra greets you"
        value={draft}
        onChange={(event) => setDraft(event.target.value)}
        onKeyDown={(event) => event.key === "Escape" && setDraft(null)}
        className="sm:w-64"
      />
      <div className="flex gap-2">
        <Button type="submit" size="sm" aria-busy={update.isPending} disabled={update.isPending}>
          Save
        </Button>
        <Button variant="ghost" size="sm" onClick={() => setDraft(null)}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
