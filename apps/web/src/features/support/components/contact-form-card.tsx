import { MessageSquareTextIcon } from "lucide-react";
import { useState } from "react";
import { Card, CardContent, CardDescription, CardFooter, CardTitle } from "@/components/ui/card";
import { useAuth } from "@/lib/auth/auth-context";
import { usePublicConfig } from "@/lib/use-public-config";
import { useSubmitSupportRequest } from "../api/use-submit-support-request";
import { SupportForm } from "./support-form";
import { SupportSent } from "./support-sent";

/** How to reach a person: the support form, and the installation's support address when it has one. */
export function ContactFormCard() {
  const { user } = useAuth();
  const { data: config } = usePublicConfig();
  const submit = useSubmitSupportRequest();
  const [formKey, setFormKey] = useState(0);
  const supportEmail = config?.supportEmail ?? null;

  return (
    <Card className="overflow-hidden">
      <CardContent className="flex flex-col gap-6">
        {submit.isSuccess ? (
          <SupportSent
            subject={submit.variables.subject}
            replyTo={user?.email ?? null}
            wasEmailed={submit.data.emailed}
            onAnother={() => {
              submit.reset();
              setFormKey((key) => key + 1);
            }}
          />
        ) : (
          <>
            <div className="flex flex-col gap-3">
              <span className="flex size-11 items-center justify-center rounded-full bg-wine-700 text-ivory-50">
                <MessageSquareTextIcon className="size-5" aria-hidden="true" />
              </span>
              <CardTitle>Still need help?</CardTitle>
              <CardDescription className="text-[0.9375rem] leading-relaxed">
                Send us a message and we'll get back to you by email.
              </CardDescription>
            </div>
            <SupportForm
              key={formKey}
              isSending={submit.isPending}
              sendError={submit.error}
              onSend={(request) => submit.mutate(request)}
            />
          </>
        )}
      </CardContent>
      {supportEmail && (
        <CardFooter className="bg-wine-50/50 py-4 text-sm text-ink-600">
          <span>
            Or write to{" "}
            <a
              href={`mailto:${supportEmail}`}
              className="font-medium break-all text-wine-700 underline-offset-4 hover:underline"
            >
              {supportEmail}
            </a>
          </span>
        </CardFooter>
      )}
    </Card>
  );
}
