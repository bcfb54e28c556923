import { Link, type LinkProps } from "@remix-run/react";
import { buttonClass, type ButtonSize, type ButtonVariant } from "./button-styles";

interface ButtonLinkProps extends Omit<LinkProps, "className"> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Extra layout classes (margins, alignment); the look comes from the variant. */
  className?: string;
}

/** A link that looks like a button: for actions that lead to another page. */
export function ButtonLink({ variant, size, className = "", ...props }: ButtonLinkProps) {
  return <Link {...props} className={`${buttonClass(variant, size)} ${className}`} />;
}
