import { MailIcon } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { usePublicConfig } from "../api/use-public-config";

/** How to reach a person: the installation's support address, or its administrator. */
export function ContactCard() {
  const { data: config, isPending } = usePublicConfig();
  const supportEmail = config?.supportEmail ?? null;

  return (
    <Card className="bg-wine-50/60">
      <CardContent className="flex flex-col gap-4">
        <span className="flex size-11 items-center justify-center rounded-full bg-wine-700 text-ivory-50">
          <MailIcon className="size-5" aria-hidden="true" />
        </span>
        <CardTitle>Still need help?</CardTitle>
        {isPending ? (
          <div className="flex flex-col gap-2" aria-busy="true">
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-4 w-2/3" />
          </div>
        ) : supportEmail ? (
          <>
            <CardDescription className="text-[0.9375rem] leading-relaxed">
              Write to us at{" "}
              <a
                href={`mailto:${supportEmail}`}
                className="font-medium break-all text-wine-700 underline-offset-4 hover:underline"
              >
                {supportEmail}
              </a>{" "}
              and we'll get back to you.
            </CardDescription>
            <Button asChild className="self-start">
              <a href={`mailto:${supportEmail}`}>Email Support</a>
            </Button>
          </>
        ) : (
          <CardDescription className="text-[0.9375rem] leading-relaxed">
            Support for this Vinestra installation is handled by the site's administrator. Please contact them
            directly with any questions about your account.
          </CardDescription>
        )}
      </CardContent>
    </Card>
  );
}
