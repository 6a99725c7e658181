import { LoaderCircleIcon, TrashIcon, TriangleAlertIcon } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { useDeleteAccount } from "../api/use-delete-account";
import { useSignInMethods } from "../api/use-sign-in-methods";

const WHAT_GOES = [
  "your cellar, with its label photos, tasting notes and ratings",
  "your reminders and notifications",
  "your saved location, preferences and search history",
  "your support requests",
];

/** The profile page's last card: deleting the account, after a confirmation that asks for the password. */
export function DeleteAccount() {
  const [isOpen, setIsOpen] = useState(false);
  const [password, setPassword] = useState("");
  const methods = useSignInMethods();
  const deleteAccount = useDeleteAccount();
  const passwordId = useId();
  const needsPassword = methods.data?.hasPassword ?? true;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (deleteAccount.isPending || (needsPassword && !password)) return;
    deleteAccount.mutate(needsPassword ? password : null);
  }

  return (
    <Card className="border-danger/25">
      <CardHeader>
        <CardTitle>Delete account</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-[0.9375rem] text-ink-600 sm:max-w-md">
          Remove your account for good, together with your cellar, notes, reminders and photos. This cannot be
          undone.
        </p>
        <Dialog
          open={isOpen}
          onOpenChange={(open) => {
            setIsOpen(open);
            if (!open) setPassword("");
          }}
        >
          <DialogTrigger asChild>
            <Button variant="danger" className="self-start sm:self-auto">
              <TrashIcon aria-hidden="true" />
              Delete Account
            </Button>
          </DialogTrigger>
          <DialogContent>
            <form className="flex flex-col gap-5" onSubmit={handleSubmit}>
              <DialogHeader>
                <span className="mb-2 flex size-11 items-center justify-center rounded-full bg-danger-soft text-danger">
                  <TriangleAlertIcon className="size-5" aria-hidden="true" />
                </span>
                <DialogTitle>Delete your account?</DialogTitle>
                <DialogDescription className="text-[0.9375rem] leading-relaxed text-ink-600">
                  This permanently deletes your Vinestra account and everything that belongs to it:
                </DialogDescription>
              </DialogHeader>
              <ul className="flex list-disc flex-col gap-1 pl-5 text-[0.9375rem] text-ink-700 marker:text-danger">
                {WHAT_GOES.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
              <p className="text-sm font-medium text-ink-900">This cannot be undone.</p>
              {needsPassword ? (
                <div className="flex flex-col gap-2">
                  <Label htmlFor={passwordId}>Enter your password to confirm</Label>
                  <Input
                    id={passwordId}
                    type="password"
                    autoComplete="current-password"
                    autoFocus
                    value={password}
                    onChange={(event) => setPassword(event.target.value)}
                  />
                </div>
              ) : null}
              <DialogFooter>
                <DialogClose asChild>
                  <Button variant="ghost">Cancel</Button>
                </DialogClose>
                <Button
                  type="submit"
                  variant="danger"
                  disabled={deleteAccount.isPending || (needsPassword && !password)}
                  aria-busy={deleteAccount.isPending}
                >
                  {deleteAccount.isPending && (
                    <LoaderCircleIcon className="animate-spin" aria-hidden="true" />
                  )}
                  Delete My Account
                </Button>
              </DialogFooter>
            </form>
          </DialogContent>
        </Dialog>
      </CardContent>
    </Card>
  );
}
