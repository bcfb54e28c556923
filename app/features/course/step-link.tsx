import type { AnchorHTMLAttributes } from "react";
import { stepSearch } from "./course-steps";

interface StepLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> {
  step: number;
}

/**
 * A link to another step of the course: the same page with another `?step=`, loaded as a document
 * like every link of the site (the speculation rules fetch it ahead). The step's heading takes the
 * focus when it loads (course.tsx), so that a keyboard or screen-reader user starts reading there.
 */
export function StepLink({ step, children, ...props }: StepLinkProps) {
  return (
    <a href={stepSearch(step)} {...props}>
      {children}
    </a>
  );
}
