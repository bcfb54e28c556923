import { useTranslation } from "~/lib/translation";

export interface VisibleCrumb {
  name: string;
  /** Path on this site; the last crumb (the current page) has none. */
  to?: string;
}

/** The visible form of a published trail (absolute URLs): links on this site, the current page last. */
export function visibleCrumbs(trail: { name: string; url: string }[]): VisibleCrumb[] {
  return trail.map((crumb, index) =>
    index === trail.length - 1 ? { name: crumb.name } : { name: crumb.name, to: new URL(crumb.url).pathname },
  );
}

/** The visible trail Home > Section > Page; the same trail is published as BreadcrumbList data. */
export function Breadcrumbs({ crumbs }: { crumbs: VisibleCrumb[] }) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("breadcrumbs.label")} className="text-sm">
      <ol className="flex flex-wrap items-center gap-2 text-slate-600">
        {crumbs.map((crumb, index) => (
          <li key={crumb.name} className="flex items-center gap-2">
            {index > 0 ? <span aria-hidden="true">›</span> : null}
            {crumb.to ? (
              <a href={crumb.to} className="underline-offset-4 hover:text-slate-950 hover:underline">
                {crumb.name}
              </a>
            ) : (
              <span aria-current="page" className="font-semibold text-slate-900">
                {crumb.name}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

/** The breadcrumbs with a link back to another page beside them (e.g. the course's "back to training"). */
export function BreadcrumbsWithBackLink({
  crumbs,
  back,
}: {
  crumbs: VisibleCrumb[];
  back: { to: string; label: string };
}) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-4">
      <Breadcrumbs crumbs={crumbs} />
      <a href={back.to} className="font-semibold text-indigo-800 underline underline-offset-2">
        ← {back.label}
      </a>
    </div>
  );
}
