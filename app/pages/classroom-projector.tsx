import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/cloudflare";
import { useLoaderData, useLocation } from "@remix-run/react";
import { NotFound } from "~/components/not-found";
import { classLinkMeta } from "~/features/classroom/class-link-meta";
import { projectorAction, projectorLoader } from "~/features/classroom/projector/projector-page.server";
import { ProjectorScreen } from "~/features/classroom/projector/projector-screen";

// A class's projector link (features/classroom/classroom-routes.ts): read only, full screen without
// the site's frame, private (no-store, noindex, no Referer, set by the Worker on every answer of a
// private route, server.ts). A wrong token, and any post, is the
// site's 404. Its island: the class's round, live, as the teacher chose to show it (projector-show.ts).
export async function loader(args: LoaderFunctionArgs) {
  return projectorLoader(args);
}

export async function action(args: ActionFunctionArgs) {
  return projectorAction(args);
}

type ProjectorData = ReturnType<typeof useLoaderData<typeof loader>>;

export const handle = {
  scripts: "none",
  // Projected for a room: no site header, menu or footer (a 404 keeps the site's frame).
  frame: (data: unknown) => ((data as ProjectorData | undefined)?.found ? "bare" : "site"),
};

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => classLinkMeta({ data, matches });

export default function ClassroomProjectorPage() {
  const loaded = useLoaderData<typeof loader>();
  const { pathname } = useLocation();
  if (!loaded.found) return <NotFound />;
  return <ProjectorScreen view={loaded} path={pathname} />;
}
