import type { MouseEvent, ReactNode } from "react";
import { buttonClass } from "~/components/ui/button-styles";
import { FEEDBACK_VIEW_PARAM } from "~/lib/page-query";
import { FEEDBACK_ANCHOR } from "./feedback-rules";
import type { FeedbackEvent } from "./feedback-view";

interface ViewButtonProps {
  /** The page's query without the widget's own parameter, which the form keeps. */
  search: string;
  event: FeedbackEvent;
  /** The value of `?feedback=` that asks the server for the view, if it is not the question. */
  param?: string;
  variant?: "primary" | "outline";
  onChange: (event: FeedbackEvent) => void;
  children: ReactNode;
}

/** A button that changes the widget's view: a GET form without JavaScript, in place with it. */
export function ViewButton({ search, event, param, variant = "outline", onChange, children }: ViewButtonProps) {
  const changeInPlace = (click: MouseEvent) => {
    click.preventDefault();
    onChange(event);
  };
  return (
    <form method="get" action={`#${FEEDBACK_ANCHOR}`}>
      {[...new URLSearchParams(search)].map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button
        type="submit"
        name={param ? FEEDBACK_VIEW_PARAM : undefined}
        value={param}
        onClick={changeInPlace}
        className={buttonClass(variant, "sm")}
      >
        {children}
      </button>
    </form>
  );
}
