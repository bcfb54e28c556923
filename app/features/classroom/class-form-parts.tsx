import type { SubmissionResult } from "@conform-to/react";
import type { FieldMeta } from "~/components/ui/form-field";
import type { TranslationKey } from "~/lib/translate";
import { useTranslation } from "~/lib/translation";
import type { ClassFormField, ClassFormName } from "./class-rules";

// What the classroom's two forms share: a field's name, ids and errors from the server's answer,
// and the message that is about the whole form (a limit, a closed class).

/** A field of one of the forms: its name one its schema reads (class-rules.ts classFormFields). */
export function fieldOf<Form extends ClassFormName, Name extends ClassFormField<Form>>(
  form: Form,
  name: Name,
  reply: SubmissionResult | undefined,
): FieldMeta & { name: Name } {
  const errors = reply?.error?.[name] ?? undefined;
  return { name, id: `${form}-${name}`, errorId: `${form}-${name}-error`, errors };
}

/** What the visitor typed, as the server's answer gives it back. */
export function typed(reply: SubmissionResult | undefined, name: string, fallback = ""): string {
  const value = reply?.initialValue?.[name];
  return typeof value === "string" ? value : fallback;
}

/** `aria-invalid` of a field with an error. */
export function invalid(field: FieldMeta): true | undefined {
  return field.errors?.length ? true : undefined;
}

export function FormError({ reply }: { reply: SubmissionResult | undefined }) {
  const { t } = useTranslation();
  const message = reply?.error?.[""]?.[0];
  return message ? (
    <p role="alert" className="rounded-md bg-red-50 p-3 font-semibold text-red-800">
      {t(message as TranslationKey)}
    </p>
  ) : null;
}
