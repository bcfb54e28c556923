import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import type { PageId } from "~/i18n-routes";
import { href } from "~/lib/paths";
import { useCurrentPage } from "~/lib/use-current-page";
import { isActiveEntry } from "./navigation";

interface NavLinkProps {
  pageId: PageId;
  className: string;
  activeClassName: string;
  onClick?: () => void;
  children: ReactNode;
}

/** A link to a page of the route table, marked when it is the current page or its section. */
export function PageNavLink({ pageId, className, activeClassName, onClick, children }: NavLinkProps) {
  const { pageId: current, lang } = useCurrentPage();
  const active = isActiveEntry(pageId, current);
  return (
    <Link
      to={href(pageId, lang)}
      prefetch="intent"
      aria-current={current === pageId ? "page" : undefined}
      className={`${className} ${active ? activeClassName : ""}`}
      onClick={onClick}
    >
      {children}
    </Link>
  );
}
