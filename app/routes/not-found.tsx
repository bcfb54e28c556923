import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/cloudflare";
import { translatorFor } from "~/.server/i18n.server";
import { logEvent } from "~/.server/log.server";
import { NotFound } from "~/components/not-found";
import { languageChoiceOrder } from "~/i18n-routes";
import { langOfPath } from "~/lib/paths";

// Every address that is not a page of the route table: a real 404 with the not-found page.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { pathname } = new URL(request.url);
  logEvent("warn", { requestId: context.requestId, event: "page not found", path: pathname });
  const pathLang = langOfPath(pathname);
  const titles = await Promise.all(
    (pathLang ? [pathLang] : languageChoiceOrder).map(async (lang) => (await translatorFor(lang))("notFound.title")),
  );
  return data({ title: titles.join(" / ") }, { status: 404 });
}

export const meta: MetaFunction<typeof loader> = ({ data }) => [
  { title: data?.title ?? "404" },
  { name: "robots", content: "noindex" },
];

export default function NotFoundRoute() {
  return <NotFound />;
}
