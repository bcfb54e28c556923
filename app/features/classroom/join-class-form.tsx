import type { SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { FieldError, inputClass } from "~/components/ui/form-field";
import { HoneypotInput } from "~/components/ui/honeypot-input";
import { buttonClass } from "~/components/ui/button-styles";
import { PLAYER_NAME_MAX } from "~/features/compression-game/rules";
import type { TranslationKey } from "~/lib/translate";
import { useTranslation } from "~/lib/translation";
import { JOIN_CODE_LENGTH } from "./join-code";

// A pupil's form: the class's code (prefilled from the join address of the teacher's screen) and a
// nickname. Plain HTML; the server answers with the page.

export function fieldOf(form: string, name: string, reply: SubmissionResult | undefined) {
  return { id: `${form}-${name}`, errorId: `${form}-${name}-error`, errors: reply?.error?.[name] ?? undefined };
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

export function JoinClassForm({ reply, code }: { reply: SubmissionResult | undefined; code: string }) {
  const { t } = useTranslation();
  const codeField = fieldOf("join", "code", reply);
  const nickname = fieldOf("join", "nickname", reply);
  const initial = reply?.initialValue ?? {};
  return (
    <Form method="post" reloadDocument className="space-y-4" aria-labelledby="join-class-heading">
      <h2 id="join-class-heading" className="text-2xl font-bold text-slate-950">
        {t("classroom.joinHeading")}
      </h2>
      <FormError reply={reply} />
      <input type="hidden" name="intent" value="join" />
      <div>
        <label htmlFor={codeField.id} className="font-semibold">
          {t("classroom.code")}
        </label>
        <p id={`${codeField.id}-hint`} className="text-sm text-slate-600">
          {t("classroom.codeHint")}
        </p>
        <input
          id={codeField.id}
          name="code"
          type="text"
          required
          maxLength={JOIN_CODE_LENGTH + 2}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          defaultValue={typeof initial.code === "string" ? initial.code : code}
          aria-describedby={`${codeField.id}-hint`}
          className={`${inputClass} font-mono tracking-widest uppercase`}
        />
      </div>
      <div>
        <label htmlFor={nickname.id} className="font-semibold">
          {t("classroom.nickname")}
        </label>
        <p id={`${nickname.id}-hint`} className="text-sm text-slate-600">
          {t("classroom.nicknameHint")}
        </p>
        <input
          id={nickname.id}
          name="nickname"
          type="text"
          required
          maxLength={PLAYER_NAME_MAX}
          autoComplete="off"
          defaultValue={typeof initial.nickname === "string" ? initial.nickname : ""}
          aria-invalid={nickname.errors?.length ? true : undefined}
          aria-describedby={`${nickname.id}-hint ${nickname.errorId}`}
          className={inputClass}
        />
        <FieldError field={nickname} />
      </div>
      <HoneypotInput idPrefix="join-class" />
      <button type="submit" className={buttonClass()}>
        {t("classroom.join")}
      </button>
    </Form>
  );
}
