import type { ReactNode } from "react";
import type { PageId } from "~/i18n-routes";
import { href } from "~/lib/paths";
import { useCurrentPage } from "~/lib/use-current-page";
import { isActiveEntry } from "./navigation";

interface NavLinkProps {
  pageId: PageId;
  className: string;
  activeClassName: string;
  children: ReactNode;
}

/** A link to a page of the route table, marked when it is the current page or its section. */
export function PageNavLink({ pageId, className, activeClassName, children }: NavLinkProps) {
  const { pageId: current, lang } = useCurrentPage();
  const active = isActiveEntry(pageId, current);
  return (
    <a
      href={href(pageId, lang)}
      aria-current={current === pageId ? "page" : undefined}
      className={`${className} ${active ? activeClassName : ""}`}
    >
      {children}
    </a>
  );
}
