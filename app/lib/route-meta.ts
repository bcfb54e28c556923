import type { MetaDescriptor, MetaFunction } from "@remix-run/cloudflare";
import { mergeMeta, pageMeta, type PageMetaInput } from "./seo";

/** The `meta` export of every page: its own metadata merged over the root's. */
export const routeMeta: MetaFunction<() => Promise<{ meta: PageMetaInput }>> = ({ data, matches }) => {
  const parents = matches.slice(0, -1).map((match) => match.meta as MetaDescriptor[]);
  return mergeMeta(parents, data ? pageMeta(data.meta) : []);
};
