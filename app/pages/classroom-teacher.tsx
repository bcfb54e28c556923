import type {
  ActionFunctionArgs,
  HeadersFunction,
  LoaderFunctionArgs,
  MetaDescriptor,
  MetaFunction,
} from "@remix-run/cloudflare";
import { useLoaderData, useLocation } from "@remix-run/react";
import { NotFound } from "~/components/not-found";
import { privateHeaders } from "~/features/classroom/private-headers";
import { teacherAction, teacherLoader } from "~/features/classroom/teacher-page.server";
import { TeacherScreen } from "~/features/classroom/teacher-screen";
import { mergeMeta, pageMeta } from "~/lib/seo";
import type { ScriptsHandle } from "~/lib/page-scripts";

// A class's teacher link (features/classroom/classroom-routes.ts): not a page of the route table.
// Every answer is private (no-store, noindex, no Referer); a wrong token is the site's 404.
export async function loader(args: LoaderFunctionArgs) {
  return teacherLoader(args);
}

export async function action(args: ActionFunctionArgs) {
  return teacherAction(args);
}

export const headers: HeadersFunction = () => privateHeaders;

export const handle: ScriptsHandle = { scripts: "none" };

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const parents = matches.slice(0, -1).map((match) => match.meta as MetaDescriptor[]);
  const own: MetaDescriptor[] = data?.found
    ? pageMeta(data.meta)
    : [{ title: data?.title ?? "404" }, { name: "robots", content: "noindex" }];
  return mergeMeta(parents, [...own, { name: "referrer", content: "no-referrer" }]);
};

export default function ClassroomTeacherPage() {
  const loaded = useLoaderData<typeof loader>();
  const { pathname } = useLocation();
  if (!loaded.found) return <NotFound />;
  return <TeacherScreen view={loaded} path={pathname} />;
}
