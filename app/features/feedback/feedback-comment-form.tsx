import type { FormEvent } from "react";
import { buttonClass } from "~/components/ui/button-styles";
import { inputClass } from "~/components/ui/form-field";
import { HoneypotInput } from "~/components/ui/honeypot-input";
import { useHydrated } from "~/lib/use-hydrated";
import { useTranslation } from "~/lib/translation";
import { FEEDBACK_MESSAGE_FIELD, type FeedbackActionData } from "./feedback-rules";

/** The one widget of a page: its ids are fixed (an island renders in a React root of its own). */
const MESSAGE_ID = "feedback-message";
const ERROR_ID = "feedback-message-error";

type CommentError = FeedbackActionData["error"] | null;

interface CommentFormProps {
  /** The page's address, with its query but not the widget's own parameter, and the widget's anchor. */
  address: string;
  /** The action's answer when the comment was not stored: the comment comes back in the field. */
  refusal: FeedbackActionData | undefined;
  submitting: boolean;
  fieldError: CommentError;
  /** Given the comment's field, which takes the focus after a change of view. */
  holdFocus: (element: HTMLElement | null) => void;
  onSend: (event: FormEvent<HTMLFormElement>) => void;
  onRecheck: (message: string) => void;
  onCancel: () => void;
}

/** The comment form: posted to the page, which redirects back with a thanks, or answers why not. */
export function CommentForm({ address, submitting, onCancel, onSend, ...field }: CommentFormProps) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  return (
    <form
      method="post"
      action={address}
      noValidate
      onSubmit={onSend}
      aria-busy={submitting || undefined}
      className="space-y-3"
    >
      <CommentField {...field} />
      <HoneypotInput idPrefix={MESSAGE_ID} />
      <div className="flex flex-wrap gap-3">
        <button type="submit" disabled={submitting} className={buttonClass("primary", "sm")}>
          {submitting ? t("feedback.sending") : t("feedback.send")}
        </button>
        {/* Cancel leads back to the question: a link without JavaScript (a button cannot sit in a
            second form here), a button with it. */}
        {hydrated ? (
          <button type="button" onClick={onCancel} className={buttonClass("outline", "sm")}>
            {t("feedback.cancel")}
          </button>
        ) : (
          <a href={address} className={buttonClass("outline", "sm")}>
            {t("feedback.cancel")}
          </a>
        )}
      </div>
    </form>
  );
}

/** The comment's label, hint, field and error, checked again as it is typed once an error shows. */
function CommentField({
  refusal,
  fieldError,
  holdFocus,
  onRecheck,
}: Pick<CommentFormProps, "refusal" | "fieldError" | "holdFocus" | "onRecheck">) {
  const { t } = useTranslation();
  return (
    <div>
      <label htmlFor={MESSAGE_ID} className="font-semibold">
        {t("feedback.comment")}
      </label>
      <p id={`${MESSAGE_ID}-hint`} className="text-sm text-slate-600">
        {t("feedback.commentHint")}
      </p>
      <textarea
        ref={holdFocus}
        id={MESSAGE_ID}
        name={FEEDBACK_MESSAGE_FIELD}
        rows={4}
        required
        defaultValue={refusal?.message}
        aria-invalid={fieldError ? true : undefined}
        aria-describedby={`${MESSAGE_ID}-hint${fieldError ? ` ${ERROR_ID}` : ""}`}
        onInput={(event) => onRecheck(event.currentTarget.value)}
        className={inputClass}
      />
      <p id={ERROR_ID} className="mt-1 min-h-5 text-sm font-semibold text-red-800">
        {fieldError ? t(fieldError) : null}
      </p>
    </div>
  );
}
