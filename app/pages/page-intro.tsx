import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { pageBasics } from "~/.server/page.server";
import { PageHeading } from "~/components/page-heading";
import { routeMeta } from "~/lib/route-meta";

// A page of the route table whose own sections are still to be built: its real title, heading,
// introduction and metadata, and a plain note that the rest is coming.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { pageId, meta } = await pageBasics(request, context);
  return { pageId, meta };
}

export const meta = routeMeta;

export default function IntroPage() {
  const { pageId } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-7xl px-4 py-16">
      <PageHeading heading={t(`pages.${pageId}.heading`)} intro={t(`pages.${pageId}.intro`)}>
        <p className="text-slate-600">{t("intro.inPreparation")}</p>
      </PageHeading>
    </div>
  );
}
