import type { SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { FieldError, inputClass } from "~/components/ui/form-field";
import { HoneypotInput } from "~/components/ui/honeypot-input";
import { buttonClass } from "~/components/ui/button-styles";
import { useTranslation } from "~/lib/translation";
import { CLASS_NAME_MAX, classRhythms, DEFAULT_CLASS_BPM } from "./class-rules";
import { fieldOf, FormError } from "./join-class-form";

// The form that opens a class. Plain HTML: the server checks it and answers with the page, its
// errors in the page's language, or sends the teacher to the class's teacher link.

export function CreateClassForm({ reply }: { reply: SubmissionResult | undefined }) {
  const { t } = useTranslation();
  const name = fieldOf("class", "class_name", reply);
  const bpm = fieldOf("class", "bpm", reply);
  const initial = reply?.initialValue ?? {};
  const invalid = (field: typeof name) => (field.errors?.length ? true : undefined);
  return (
    <Form method="post" reloadDocument className="space-y-4" aria-labelledby="create-class-heading">
      <h2 id="create-class-heading" className="text-2xl font-bold text-slate-950">
        {t("classroom.createHeading")}
      </h2>
      <FormError reply={reply} />
      <input type="hidden" name="intent" value="create" />
      <div>
        <label htmlFor={name.id} className="font-semibold">
          {t("classroom.className")}
        </label>
        <p id={`${name.id}-hint`} className="text-sm text-slate-600">
          {t("classroom.classNameHint")}
        </p>
        <input
          id={name.id}
          name="class_name"
          type="text"
          required
          maxLength={CLASS_NAME_MAX}
          autoComplete="off"
          defaultValue={typeof initial.class_name === "string" ? initial.class_name : ""}
          aria-invalid={invalid(name)}
          aria-describedby={`${name.id}-hint ${name.errorId}`}
          className={inputClass}
        />
        <FieldError field={name} />
      </div>
      <div>
        <label htmlFor={bpm.id} className="font-semibold">
          {t("classroom.bpm")}
        </label>
        <select
          id={bpm.id}
          name="bpm"
          defaultValue={typeof initial.bpm === "string" ? initial.bpm : String(DEFAULT_CLASS_BPM)}
          aria-invalid={invalid(bpm)}
          aria-describedby={bpm.errorId}
          className={inputClass}
        >
          {classRhythms.map((rhythm) => (
            <option key={rhythm} value={rhythm}>
              {rhythm}
            </option>
          ))}
        </select>
        <FieldError field={bpm} />
      </div>
      <HoneypotInput idPrefix="create-class" />
      <button type="submit" className={buttonClass()}>
        {t("classroom.create")}
      </button>
    </Form>
  );
}
