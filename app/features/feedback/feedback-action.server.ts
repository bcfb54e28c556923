import { data, redirect, type ActionFunctionArgs } from "@remix-run/cloudflare";
import { database } from "~/.server/db/client";
import { withDeadline } from "~/.server/db/deadline.server";
import { complaints } from "~/.server/db/schema";
import { flashCookieHeader } from "~/.server/flash.server";
import { isBotPost } from "~/.server/form-stamp.server";
import { logEvent } from "~/.server/log.server";
import { clientKey, readSameSiteForm } from "~/.server/request-guards.server";
import { feedbackSchema } from "./feedback-schema";
import {
  FEEDBACK_ANCHOR,
  FEEDBACK_MESSAGE_FIELD,
  type FeedbackActionData,
  type FeedbackMessageError,
  type FeedbackOutcome,
} from "./feedback-rules";

// The feedback widget's send: the comment, the page it was left on and the browser,
// stored in `complaints`, anonymously. The same guards as the contact form, in the same order:
// same site, honeypot, validation, rate limit; nothing is stored unless every check passes.

/** Bounds of the columns. The browser and the address are not typed by the visitor, so they are cut rather than refused. */
const PAGE_URL_MAX = 2048;
const USER_AGENT_MAX = 512;

export async function feedbackAction({ request, context }: ActionFunctionArgs) {
  const url = new URL(request.url);
  const formData = await readSameSiteForm(request);
  const { env } = context.cloudflare;

  // Back to the same page and step, scrolled to the widget, which then shows its thanks card.
  const sent = async () =>
    redirect(`${url.pathname}${url.search}#${FEEDBACK_ANCHOR}`, {
      headers: { "Set-Cookie": await flashCookieHeader(request, "feedback-sent") },
    });

  // Bots get the same answer as people, so they learn nothing from it.
  if (await isBotPost(formData, context.cloudflare.env, Date.now())) return sent();

  const posted = formData.get(FEEDBACK_MESSAGE_FIELD);
  const typed = typeof posted === "string" ? posted : "";
  const refused = (outcome: FeedbackOutcome, error: FeedbackActionData["error"], status: number, headers = {}) =>
    data<FeedbackActionData>({ outcome, error, message: typed }, { status, headers });

  const parsed = feedbackSchema.safeParse({ message: typed });
  if (!parsed.success) {
    return refused(
      "invalid",
      (parsed.error.issues[0]?.message ?? "feedback.errors.empty") as FeedbackMessageError,
      400,
    );
  }

  const { success: withinLimit } = await env.FEEDBACK_RATE_LIMITER.limit({ key: clientKey(request, "line") });
  if (!withinLimit) return refused("rate-limited", "feedback.rateLimited", 429, { "Retry-After": "60" });

  try {
    await withDeadline(
      database(env)
        .insert(complaints)
        .values({
          message: parsed.data.message,
          page_url: `${context.page.siteUrl}${url.pathname}${url.search}`.slice(0, PAGE_URL_MAX),
          user_agent: (request.headers.get("User-Agent") ?? "").slice(0, USER_AGENT_MAX),
        }),
    );
  } catch (error) {
    logEvent("error", { requestId: context.requestId, event: "feedback not stored", path: url.pathname, error });
    return refused("failed", "feedback.failure", 503, { "Retry-After": "30" });
  }
  return sent();
}
