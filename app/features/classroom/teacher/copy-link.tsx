import { useRef, useState } from "react";
import { buttonClass } from "~/components/ui/button-styles";
import { inputClass } from "~/components/ui/form-field";
import { useTranslation } from "~/lib/translation";
import { useHydrated } from "~/lib/use-hydrated";

// The teacher link, shown once after the class was opened, with a button that copies it: an
// island (`copy-link`). Without JavaScript the link is a read-only field whose text can be selected
// and copied; the button exists only once hydrated. Where the clipboard cannot be written (an old
// browser, a permission refused) the field's text is selected instead, and the status says so.

export interface CopyLinkProps {
  link: string;
}

type Outcome = "copied" | "selected" | null;

export function CopyLink({ link }: CopyLinkProps) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const field = useRef<HTMLInputElement>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setOutcome("copied");
    } catch {
      field.current?.focus();
      field.current?.select();
      setOutcome("selected");
    }
  };

  return (
    <div className="space-y-2">
      <label htmlFor="teacher-link-value" className="block font-semibold">
        {t("classroom.teacher.linkLabel")}
      </label>
      <div className="flex flex-wrap items-center gap-2">
        <input
          id="teacher-link-value"
          ref={field}
          readOnly
          value={link}
          className={`${inputClass} min-w-0 flex-1 basis-64`}
          onFocus={(event) => event.currentTarget.select()}
        />
        {hydrated ? (
          <button type="button" className={buttonClass("primary", "sm")} onClick={() => void copy()}>
            {t("classroom.teacher.copy")}
          </button>
        ) : null}
      </div>
      <p role="status" className="text-slate-800">
        {outcome === "copied"
          ? t("classroom.teacher.copied")
          : outcome === "selected"
            ? t("classroom.teacher.copySelected")
            : ""}
      </p>
    </div>
  );
}
