import type { MetaDescriptor } from "@remix-run/cloudflare";
import { mergeMeta, pageMeta, type PageMetaInput } from "~/lib/seo";

// The metadata of a class's teacher and projector links: the class's page, never indexed, and no
// Referer from a link followed on it (the token is in its address); a wrong token's 404 says only
// its title.

type LinkData = { found: true; meta: PageMetaInput } | { found: false; title: string } | undefined;

export function classLinkMeta({ data, matches }: { data: LinkData; matches: readonly { meta: unknown }[] }) {
  const parents = matches.slice(0, -1).map((match) => match.meta as MetaDescriptor[]);
  const own: MetaDescriptor[] = data?.found
    ? pageMeta(data.meta)
    : [{ title: data?.title ?? "404" }, { name: "robots", content: "noindex" }];
  return mergeMeta(parents, [...own, { name: "referrer", content: "no-referrer" }]);
}
