import { Link, type LinkProps } from "@remix-run/react";
import { stepSearch } from "./course-steps";

interface StepLinkProps extends Omit<LinkProps, "to"> {
  step: number;
}

/**
 * A link to another step of the course. The site loads every other page as a document, but the
 * steps are states of this one page: with JavaScript, moving between them stays in the page, which
 * keeps the game and the players loaded and moves the focus to the new step's heading.
 */
export function StepLink({ step, ...props }: StepLinkProps) {
  return <Link to={stepSearch(step)} {...props} />;
}
