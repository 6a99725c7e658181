import type { SupportRequest, SupportResponse } from "@vinestra/contracts";
import { type Database, supportRequests } from "@vinestra/db";
import type { Mailer } from "../../adapters/mail/mailer.ts";
import { supportRequestEmail } from "../../adapters/mail/templates.ts";
import type { Logger } from "../../logger.ts";
import type { SessionUser } from "../auth/auth.ts";

type Dependencies = { db: Database; mailer: Mailer; logger: Logger; supportEmail: string | null };

/** Stores the request (so it is never lost), then e-mails it to the support address when one is configured. */
export async function submitSupportRequest(
  { db, mailer, logger, supportEmail }: Dependencies,
  user: SessionUser,
  request: SupportRequest,
): Promise<SupportResponse> {
  const [row] = await db
    .insert(supportRequests)
    .values({ user_id: user.id, subject: request.subject, message: request.message, reply_to: user.email })
    .returning({ id: supportRequests.id });
  if (!row) throw new Error("support request insert returned nothing");
  if (!supportEmail) return { id: row.id, emailed: false };
  try {
    await mailer.send(supportRequestEmail(supportEmail, { from: user.email, ...request }));
    return { id: row.id, emailed: true };
  } catch (error) {
    logger.warn({ err: error, supportRequestId: row.id }, "support request stored but not e-mailed");
    return { id: row.id, emailed: false };
  }
}
