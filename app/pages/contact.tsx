import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/translation";
import { pageBasics } from "~/.server/page.server";
import { PageHeading } from "~/components/page-heading";
import { contactAction } from "~/features/contact/contact-action.server";
import { PageContactForm } from "~/features/contact/page-contact-form";
import { contactTopics, isContactTopic } from "~/features/contact/topics";
import { routeMeta } from "~/lib/route-meta";
import type { ScriptsHandle } from "~/lib/page-scripts";
import { TOPIC_PARAM } from "~/lib/page-query";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const { pageId, meta, t, strings } = await pageBasics(request, context, "contact");
  // ?topic=<slug> comes from the site's call-to-action buttons.
  const topic = new URL(request.url).searchParams.get(TOPIC_PARAM);
  const defaultValue = isContactTopic(topic)
    ? { project_type: contactTopics[topic], message: `${t(`contact.topics.${topic}`)} ` }
    : {};
  return { pageId, meta, strings, defaultValue };
}

export async function action(args: ActionFunctionArgs) {
  return contactAction(args);
}

// Only the contact form is hydrated (an island): it validates as the visitor types and answers with toasts.
export const handle: ScriptsHandle = { scripts: "none" };

export const meta = routeMeta;

export default function ContactPage() {
  const { t } = useTranslation();
  const { defaultValue } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 lg:grid-cols-[2fr_3fr]">
      <PageHeading heading={t("pages.contact.heading")} intro={t("pages.contact.intro")} />
      <div className="rounded-2xl border border-slate-200 bg-slate-50 p-6 shadow-sm sm:p-8">
        <PageContactForm defaultValue={defaultValue} />
      </div>
    </div>
  );
}
