import type { SubmissionResult } from "@conform-to/react";
import { FormField, hintId, inputClass, type FieldMeta } from "~/components/ui/form-field";
import { useTranslation } from "~/lib/translation";
import { invalid, typed } from "../class-form-parts";

// The comeback code's field, the same in the join form and on the card of a class's join address:
// a pupil who joined before types the six digits they were given to come back as themselves.

/** A comeback code's six digits, with room for a space or a hyphen between its groups. */
const COMEBACK_CODE_TYPED_MAX = 8;

export function ComebackCodeField({
  field,
  reply,
}: {
  field: FieldMeta & { name: "comeback_code" };
  reply: SubmissionResult | undefined;
}) {
  const { t } = useTranslation();
  return (
    <FormField field={field} label={t("classroom.comebackCode")} hint={t("classroom.comebackHint")}>
      <input
        id={field.id}
        name={field.name}
        type="text"
        inputMode="numeric"
        maxLength={COMEBACK_CODE_TYPED_MAX}
        autoComplete="off"
        spellCheck={false}
        defaultValue={typed(reply, field.name)}
        aria-invalid={invalid(field)}
        aria-describedby={`${hintId(field)} ${field.errorId}`}
        className={`${inputClass} max-w-48 font-mono tracking-widest`}
      />
    </FormField>
  );
}
