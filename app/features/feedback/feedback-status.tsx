import { useTranslation } from "~/lib/translation";
import type { FeedbackActionData } from "./feedback-rules";
import type { FeedbackView } from "./feedback-view";

interface FeedbackStatusProps {
  view: FeedbackView;
  /** Why the whole send failed (not the comment's own error), or null. */
  formError: FeedbackActionData["error"] | null;
  /** The element that takes the focus after a change of view: the thanks. */
  holdFocus: (element: HTMLElement | null) => void;
}

/** The widget's live region: the thanks, for a like or a comment sent, or why a send failed. */
export function FeedbackStatus({ view, formError, holdFocus }: FeedbackStatusProps) {
  const { t } = useTranslation();
  return (
    <div role="status" className="empty:hidden">
      {view.name === "thanks" ? (
        <div className="space-y-1 rounded-md border border-green-300 bg-green-50 p-4 text-green-900">
          <p ref={holdFocus} tabIndex={-1} className="font-bold">
            {view.reason === "liked" ? t("feedback.liked.title") : t("feedback.success.title")}
          </p>
          <p>{view.reason === "liked" ? t("feedback.liked.text") : t("feedback.success.text")}</p>
        </div>
      ) : formError ? (
        <p className="rounded-md border border-red-300 bg-red-50 p-4 font-semibold text-red-900">{t(formError)}</p>
      ) : null}
    </div>
  );
}
