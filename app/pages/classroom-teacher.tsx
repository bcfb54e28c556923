import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData, useLocation } from "@remix-run/react";
import { NotFound } from "~/components/not-found";
import { classLinkMeta } from "~/features/classroom/class-link-meta";
import { teacherAction, teacherLoader } from "~/features/classroom/teacher/teacher-page.server";
import { ConfirmDelete, ConfirmRemove } from "~/features/classroom/teacher/teacher-confirm";
import { KeepLinkStep } from "~/features/classroom/teacher/keep-link-step";
import { TeacherScreen } from "~/features/classroom/teacher/teacher-screen";
import type { ScriptsHandle } from "~/lib/page-scripts";

// A class's teacher link (features/classroom/classroom-routes.ts): not a page of the route table.
// Every answer is private (no-store, noindex, no Referer: the Worker sets them on every answer of a
// private route, server.ts); a wrong token is the site's 404. Its
// steps: keep the link (right after opening), the class's screen, and the second steps of deleting
// the class or removing a pupil. Its islands (the copy button, the live results) run where rendered.
export async function loader(args: LoaderFunctionArgs) {
  return teacherLoader(args);
}

export async function action(args: ActionFunctionArgs) {
  return teacherAction(args);
}

export const handle: ScriptsHandle = { scripts: "none" };

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => classLinkMeta({ data, matches });

export default function ClassroomTeacherPage() {
  const loaded = useLoaderData<typeof loader>();
  const { pathname } = useLocation();
  if (!loaded.found) return <NotFound />;
  switch (loaded.step) {
    case "keep":
      return <KeepLinkStep view={loaded} path={pathname} />;
    case "confirm-delete":
      return <ConfirmDelete view={loaded} path={pathname} />;
    case "confirm-remove":
      return <ConfirmRemove view={loaded} path={pathname} />;
    default:
      return <TeacherScreen view={loaded} path={pathname} />;
  }
}
