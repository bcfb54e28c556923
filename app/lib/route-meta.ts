import type { MetaDescriptor, MetaFunction } from "@remix-run/cloudflare";
import { mergeMeta, pageMeta, type PageMetaInput } from "./seo";

interface WithMeta {
  meta: PageMetaInput;
}

/**
 * A page's `meta` export: its own metadata merged over the root's. `extra` adds what the page's
 * data already holds (an FAQ for FAQPage data), so the loader need not send it twice.
 */
export function routeMetaWith<Data extends WithMeta>(
  extra: (data: Data) => Partial<PageMetaInput>,
): MetaFunction<() => Promise<Data>> {
  return ({ data, matches }) => {
    const parents = matches.slice(0, -1).map((match) => match.meta as MetaDescriptor[]);
    const own = data ? pageMeta({ ...(data as Data).meta, ...extra(data as Data) }) : [];
    return mergeMeta(parents, own);
  };
}

/** The `meta` export of a page whose loader returns `{ meta }`. */
export const routeMeta = routeMetaWith<WithMeta>(() => ({}));
