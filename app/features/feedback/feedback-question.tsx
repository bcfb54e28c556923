import { reviewPageUrl } from "@content/external-urls";
import { buttonClass } from "~/components/ui/button-styles";
import { useTranslation } from "~/lib/translation";
import type { FeedbackEvent } from "./feedback-view";
import { ViewButton } from "./view-button";

/** The widget's question: a like, which opens the review page, or a comment to improve the page. */
export function FeedbackQuestion({ search, onChange }: { search: string; onChange: (event: FeedbackEvent) => void }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-3">
      <div className="flex flex-wrap gap-3">
        <a
          href={reviewPageUrl}
          target="_blank"
          rel="noopener noreferrer"
          onClick={() => onChange("like")}
          className={buttonClass("primary", "sm")}
        >
          <ThumbIcon />
          {t("feedback.like")}
          <span className="sr-only"> {t("common.opensInNewTab")}</span>
        </a>
        <ViewButton search={search} event="improve" param="improve" onChange={onChange}>
          <CommentIcon />
          {t("feedback.improve")}
        </ViewButton>
      </div>
    </div>
  );
}

const iconClass = "mr-1.5 inline size-4 align-[-0.125em]";

function ThumbIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={iconClass}>
      <path
        fill="currentColor"
        d="M2 10h4v11H2V10Zm6 11V10l5.3-7.4a1.5 1.5 0 0 1 2.7 1.2L14.8 9H20a2 2 0 0 1 2 2.3l-1.4 8A2 2 0 0 1 18.6 21H8Z"
      />
    </svg>
  );
}

function CommentIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className={iconClass}>
      <path fill="currentColor" d="M4 3h16a2 2 0 0 1 2 2v11a2 2 0 0 1-2 2H9l-5 4v-4a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2Z" />
    </svg>
  );
}
