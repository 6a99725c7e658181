import { type Database, emailOutbox } from "@vinestra/db";
import { eq } from "drizzle-orm";
import nodemailer from "nodemailer";
import type { Logger } from "../../logger.ts";

export type MailMessage = { to: string; subject: string; text: string; html: string };

/** Sends e-mail. Every message is recorded in `email_outbox` first, so nothing is lost when SMTP fails. */
export type Mailer = { send(message: MailMessage): Promise<void>; close(): void };

type MailerOptions = { db: Database; logger: Logger; smtpUrl: string | null; from: string };

/**
 * SMTP through nodemailer when `smtpUrl` is set. Without it the message stays in the outbox with status
 * `logged` and a log line carries its text (links included), so a self-hosted install still works.
 */
export function createMailer({ db, logger, smtpUrl, from }: MailerOptions): Mailer {
  const transport = smtpUrl ? nodemailer.createTransport(smtpUrl) : null;
  return {
    async send(message) {
      const [row] = await db
        .insert(emailOutbox)
        .values({
          to_address: message.to,
          subject: message.subject,
          text_body: message.text,
          html_body: message.html,
        })
        .returning({ id: emailOutbox.id });
      if (!row) throw new Error("outbox insert returned nothing");
      if (!transport) {
        await db.update(emailOutbox).set({ status: "logged" }).where(eq(emailOutbox.id, row.id));
        logger.info(
          { to: message.to, subject: message.subject, text: message.text },
          "e-mail (no SMTP_URL set)",
        );
        return;
      }
      try {
        await transport.sendMail({ from, ...message });
        await db
          .update(emailOutbox)
          .set({ status: "sent", attempts: 1, sent_at: new Date() })
          .where(eq(emailOutbox.id, row.id));
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        await db
          .update(emailOutbox)
          .set({ status: "failed", attempts: 1, last_error: reason })
          .where(eq(emailOutbox.id, row.id));
        logger.error({ to: message.to, subject: message.subject, reason }, "e-mail could not be sent");
        throw error;
      }
    },
    close() {
      transport?.close();
    },
  };
}
