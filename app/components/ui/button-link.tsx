import type { AnchorHTMLAttributes } from "react";
import { buttonClass, type ButtonSize, type ButtonVariant } from "./button-styles";

interface ButtonLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "className"> {
  href: string;
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Extra layout classes (margins, alignment); the look comes from the variant. */
  className?: string;
}

/**
 * A link that looks like a button: for actions that lead to another page. A plain link: pages load
 * as documents (the site does not route on the client; speculation-rules.ts keeps it instant).
 */
export function ButtonLink({ variant, size, className = "", children, ...props }: ButtonLinkProps) {
  return (
    <a {...props} className={`${buttonClass(variant, size)} ${className}`}>
      {children}
    </a>
  );
}
