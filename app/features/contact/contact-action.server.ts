import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { privacyPolicyVersion } from "@content/privacy";
import { database } from "~/.server/db/client";
import { withDeadline } from "~/.server/db/deadline.server";
import { contacts } from "~/.server/db/schema";
import { flashCookieHeader } from "~/.server/flash.server";
import { isBotPost } from "~/.server/form-stamp.server";
import { logEvent } from "~/.server/log.server";
import { clientKey, readSameSiteForm } from "~/.server/request-guards.server";
import { langFromPath } from "~/lib/paths";
import { contactSchema } from "./contact-schema";
import { notifyCompany } from "./contact-notification.server";

// Order of checks: cheapest and most certain first, and nothing is stored unless every check passes.
// `anchor` brings the visitor back to the form after a send from a long page (the home page).
export async function contactAction({ request, context }: ActionFunctionArgs, anchor?: string) {
  const url = new URL(request.url);
  const lang = langFromPath(url.pathname);

  const formData = await readSameSiteForm(request);

  const sent = async () =>
    redirect(anchor ? `${url.pathname}#${anchor}` : url.pathname, {
      headers: { "Set-Cookie": await flashCookieHeader(request, "contact-sent") },
    });

  // Bots get the same answer as people, so they learn nothing from it.
  if (await isBotPost(formData, context.cloudflare.env, Date.now())) return sent();

  const submission = parseWithZod(formData, { schema: contactSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply(), outcome: "invalid" as const }, { status: 400 });
  }

  const { env } = context.cloudflare;
  const { success: withinLimit } = await env.CONTACT_RATE_LIMITER.limit({ key: clientKey(request, "line") });
  if (!withinLimit) {
    return data(
      { result: submission.reply({ formErrors: ["contact.rateLimited"] }), outcome: "rate-limited" as const },
      { status: 429, headers: { "Retry-After": "60" } },
    );
  }

  const contact = submission.value;
  try {
    await withDeadline(
      database(env)
        .insert(contacts)
        .values({
          name: contact.name,
          email: contact.email,
          phone: contact.phone || null,
          project_type: contact.project_type ?? null,
          message: contact.message,
          privacy_consent: contact.privacy_consent,
          marketing_consent: contact.marketing_consent,
          locale: lang,
          consent_version: privacyPolicyVersion,
        }),
    );
  } catch (error) {
    logEvent("error", { requestId: context.requestId, event: "contact not stored", path: url.pathname, error });
    return data(
      { result: submission.reply({ formErrors: ["contact.failure.text"] }), outcome: "failed" as const },
      { status: 503, headers: { "Retry-After": "30" } },
    );
  }
  // Stored: the company hears of it by e-mail when configured, without the visitor waiting.
  context.cloudflare.ctx.waitUntil(notifyCompany(env, contact, lang, context.requestId));
  return sent();
}
