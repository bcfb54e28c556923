import type { SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { FormField, hintId, inputClass } from "~/components/ui/form-field";
import { HoneypotInput } from "~/components/ui/honeypot-input";
import { buttonClass } from "~/components/ui/button-styles";
import { PLAYER_NAME_MAX } from "~/features/compression-game/measures/rules";
import { useTranslation } from "~/lib/translation";
import { fieldOf, FormError, invalid, typed } from "../class-form-parts";
import { JOIN_CODE_LENGTH } from "../join-code";
import { ComebackCodeField } from "./comeback-code-field";

// A pupil's form on the classroom page itself: the class's code and, where the class asks for one,
// a nickname; a pupil who lost their place types the one-time code the teacher read out instead.
// The code is typed here, so the page cannot say before it is sent whether the class gives out
// nicknames: the field says both (the join address's card, pupil-card.tsx, knows). Plain HTML; the
// server answers with the page.

export function JoinClassForm({ reply, code }: { reply: SubmissionResult | undefined; code: string }) {
  const { t } = useTranslation();
  const codeField = fieldOf("join", "code", reply);
  const nickname = fieldOf("join", "nickname", reply);
  const comeback = fieldOf("join", "comeback_code", reply);
  return (
    <Form method="post" reloadDocument className="space-y-4" aria-labelledby="join-class-heading">
      <h2 id="join-class-heading" className="text-2xl font-bold text-slate-950">
        {t("classroom.joinHeading")}
      </h2>
      <FormError reply={reply} />
      <input type="hidden" name="intent" value="join" />
      <FormField field={codeField} label={t("classroom.code")} hint={t("classroom.codeHint")}>
        <input
          id={codeField.id}
          name={codeField.name}
          type="text"
          required
          maxLength={JOIN_CODE_LENGTH + 2}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          defaultValue={typed(reply, codeField.name, code)}
          aria-invalid={invalid(codeField)}
          aria-describedby={`${hintId(codeField)} ${codeField.errorId}`}
          className={`${inputClass} font-mono tracking-widest uppercase`}
        />
      </FormField>
      <FormField field={nickname} label={t("classroom.nickname")} hint={t("classroom.nicknameHint")}>
        <input
          id={nickname.id}
          name={nickname.name}
          type="text"
          maxLength={PLAYER_NAME_MAX}
          autoComplete="off"
          defaultValue={typed(reply, nickname.name)}
          aria-invalid={invalid(nickname)}
          aria-describedby={`${hintId(nickname)} ${nickname.errorId}`}
          className={inputClass}
        />
      </FormField>
      <ComebackCodeField field={comeback} reply={reply} />
      <HoneypotInput idPrefix="join-class" />
      <button type="submit" className={buttonClass()}>
        {t("classroom.join")}
      </button>
    </Form>
  );
}
