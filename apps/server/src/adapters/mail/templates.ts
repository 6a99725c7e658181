import type { MailMessage } from "./mailer.ts";

const BURGUNDY = "#6d1a36";

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** One layout for every e-mail: a wordmark, a heading, paragraphs, one button, a quiet footer. */
function layout(options: { heading: string; paragraphs: string[]; action: { label: string; url: string } }) {
  const body = options.paragraphs
    .map((paragraph) => `<p style="margin:0 0 16px;line-height:1.6">${escapeHtml(paragraph)}</p>`)
    .join("");
  return `<!doctype html>
<html lang="en"><body style="margin:0;background:#f8f4ee;font-family:Helvetica,Arial,sans-serif;color:#2b1b1f">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" style="max-width:520px;background:#ffffff;border-radius:12px;padding:32px">
<tr><td>
<p style="margin:0 0 24px;font-family:Georgia,serif;font-size:24px;color:${BURGUNDY}">Vinestra</p>
<h1 style="margin:0 0 16px;font-family:Georgia,serif;font-size:22px;font-weight:normal">${escapeHtml(options.heading)}</h1>
${body}
<p style="margin:24px 0"><a href="${escapeHtml(options.action.url)}" style="background:${BURGUNDY};color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;display:inline-block">${escapeHtml(options.action.label)}</a></p>
<p style="margin:0;font-size:12px;color:#7a6a6e;word-break:break-all">If the button does not work, open this address: ${escapeHtml(options.action.url)}</p>
</td></tr></table>
<p style="font-size:12px;color:#7a6a6e;margin-top:16px">Vinestra — Perfect Time. Perfect Wine.</p>
</td></tr></table></body></html>`;
}

function plainText(heading: string, paragraphs: string[], action: { label: string; url: string }): string {
  return [
    heading,
    "",
    ...paragraphs.flatMap((paragraph) => [paragraph, ""]),
    `${action.label}: ${action.url}`,
    "",
    "— Vinestra",
  ].join("\n");
}

function message(
  to: string,
  subject: string,
  heading: string,
  paragraphs: string[],
  action: { label: string; url: string },
): MailMessage {
  return {
    to,
    subject,
    text: plainText(heading, paragraphs, action),
    html: layout({ heading, paragraphs, action }),
  };
}

export function passwordResetEmail(to: string, url: string): MailMessage {
  return message(
    to,
    "Reset your Vinestra password",
    "Reset your password",
    [
      "Someone asked to reset the password of your Vinestra account. If it was you, choose a new password with the button below. The link works once and expires in one hour.",
      "If you did not ask for this, ignore this e-mail: your password stays as it is.",
    ],
    { label: "Choose a new password", url },
  );
}

export function verificationEmail(to: string, url: string): MailMessage {
  return message(
    to,
    "Confirm your e-mail for Vinestra",
    "Confirm your e-mail address",
    ["Welcome to Vinestra. Confirm your e-mail address to finish setting up your cellar."],
    { label: "Confirm e-mail", url },
  );
}

export function supportRequestEmail(
  to: string,
  request: { from: string; subject: string; message: string },
): MailMessage {
  const text = [
    `Support request from ${request.from}`,
    "",
    `Subject: ${request.subject}`,
    "",
    request.message,
  ].join("\n");
  const html = `<!doctype html><html lang="en"><body style="font-family:Helvetica,Arial,sans-serif;color:#2b1b1f">
<p><strong>Support request from ${escapeHtml(request.from)}</strong></p>
<p><strong>Subject:</strong> ${escapeHtml(request.subject)}</p>
<pre style="white-space:pre-wrap;font-family:inherit">${escapeHtml(request.message)}</pre></body></html>`;
  return { to, subject: `[Vinestra support] ${request.subject}`, text, html };
}
