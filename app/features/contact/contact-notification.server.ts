import { contactNotification as copy } from "@content/contact-notification";
import { privacyPolicyVersion } from "@content/privacy";
import { logEvent } from "~/.server/log.server";
import type { Lang } from "~/i18n-routes";
import { esFeatures } from "~/locales/es-features";
import type { ContactInput } from "./contact-rules";

// When the Worker has a send_email binding (CONTACT_EMAIL) and the addresses CONTACT_NOTIFY_TO and
// CONTACT_NOTIFY_FROM, each stored contact is also sent to the company by e-mail, with the
// visitor's address as Reply-To. The contact action sends it after the row is stored and does not
// wait for it (waitUntil): a failure to send is logged and never reaches the visitor.

export type NotificationEnv = Pick<Env, "CONTACT_EMAIL" | "CONTACT_NOTIFY_TO" | "CONTACT_NOTIFY_FROM">;

/** The message about one contact: plain text, fixed subject (nothing the visitor typed in a header but the address). */
export function contactNotificationMessage(contact: ContactInput, lang: Lang, from: string, to: string) {
  const { labels } = copy;
  const lines = [
    copy.intro,
    "",
    `${labels.name}: ${contact.name}`,
    `${labels.email}: ${contact.email}`,
    `${labels.phone}: ${contact.phone ?? copy.none}`,
    `${labels.projectType}: ${contact.project_type ? esFeatures.contact.projectTypes[contact.project_type] : copy.none}`,
    `${labels.language}: ${copy.languages[lang]}`,
    `${labels.marketing}: ${contact.marketing_consent ? copy.yes : copy.no}`,
    `${labels.policy}: ${privacyPolicyVersion}`,
    "",
    `${labels.message}:`,
    contact.message,
    "",
    "--",
    copy.replyHint,
  ];
  return { from, to, replyTo: contact.email, subject: copy.subject, text: lines.join("\n") };
}

/** Sends the notification when it is configured; logs (without the contact's data) when it fails. */
export async function notifyCompany(env: NotificationEnv, contact: ContactInput, lang: Lang, requestId: string) {
  const { CONTACT_EMAIL: mailer, CONTACT_NOTIFY_TO: to, CONTACT_NOTIFY_FROM: from } = env;
  if (!mailer || !to || !from) return;
  try {
    await mailer.send(contactNotificationMessage(contact, lang, from, to));
  } catch (error) {
    logEvent("error", { requestId, event: "contact notification not sent", error });
  }
}
