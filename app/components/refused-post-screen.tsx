import { useLocation } from "@remix-run/react";
import { ButtonLink } from "~/components/ui/button-link";
import type { RefusedPost } from "~/lib/refused-post";

/**
 * A form post refused before its action ran (from another site, or too large): what happened,
 * that nothing was stored, how to get back what was typed, and a link to the form on this site.
 */
export function RefusedPostScreen({ refusal }: { refusal: RefusedPost }) {
  const { pathname, search } = useLocation();
  return (
    <div className="mx-auto max-w-3xl space-y-4 px-4 py-20">
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-950 sm:text-4xl">{refusal.title}</h1>
      <p className="text-lg text-slate-700">{refusal.message}</p>
      <p className="text-slate-700">{refusal.hint}</p>
      <ButtonLink href={`${pathname}${search}`}>{refusal.backLabel}</ButtonLink>
    </div>
  );
}
