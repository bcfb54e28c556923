import type { TranslationKey } from "~/lib/translate";
import type { ReactNode } from "react";
import { useTranslation } from "~/lib/translation";

/** Classes of every text input, select and textarea of the site's forms. */
export const inputClass =
  "mt-1 block w-full rounded-md border border-slate-400 bg-white px-3 py-2 text-base text-slate-950 aria-invalid:border-red-700 aria-invalid:ring-1 aria-invalid:ring-red-700";

/** The part of a conform field that the label and the error message need. */
export interface FieldMeta {
  id: string;
  errorId: string;
  errors?: string[];
}

/** A field's first error; errors are translation keys, shown in the page's language. */
export function FieldError({ field }: { field: FieldMeta }) {
  const { t } = useTranslation();
  const first = field.errors?.[0];
  return (
    <p id={field.errorId} className="mt-1 min-h-5 text-sm font-semibold text-red-800">
      {first ? t(first as TranslationKey) : null}
    </p>
  );
}

/** The id of a field's hint, for its control's `aria-describedby` (with its error's id). */
export function hintId(field: FieldMeta): string {
  return `${field.id}-hint`;
}

/** Label, hint (if any), control and error message of one form field. */
export function FormField({
  field,
  label,
  hint,
  optional = false,
  children,
}: {
  field: FieldMeta;
  label: string;
  /** A line under the label, which the control names in `aria-describedby` (hintId). */
  hint?: string;
  optional?: boolean;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div>
      <label htmlFor={field.id} className="font-semibold">
        {label}
        {optional ? <span className="font-normal text-slate-600"> {t("forms.optional")}</span> : null}
      </label>
      {hint ? (
        <p id={hintId(field)} className="text-sm text-slate-600">
          {hint}
        </p>
      ) : null}
      {children}
      <FieldError field={field} />
    </div>
  );
}
