import type { SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { FormField, hintId, inputClass } from "~/components/ui/form-field";
import { HoneypotInput } from "~/components/ui/honeypot-input";
import { buttonClass } from "~/components/ui/button-styles";
import { useTranslation } from "~/lib/translation";
import { CLASS_NAME_MAX, classRhythms, DEFAULT_CLASS_BPM, DEFAULT_NICKNAME_MODE, nicknameModes } from "../class-rules";
import { fieldOf, FormError, invalid, typed } from "../class-form-parts";
import { computerKinds, DEFAULT_COMPUTER_KIND } from "./device-classes";

// The form that opens a class: its name and rhythm, and the teacher's two choices about what pupils
// can do: whether they are given a nickname (the default) or type one, and whether they may also
// put their scores on the public weekly board (off unless ticked); and whether the computer is shared,
// which decides how long this browser lists the class. Plain HTML: the server checks it and answers
// with the page, its errors in the page's language, or sends the teacher to the class.

export function CreateClassForm({ reply }: { reply: SubmissionResult | undefined }) {
  const { t } = useTranslation();
  const name = fieldOf("class", "class_name", reply);
  const bpm = fieldOf("class", "bpm", reply);
  const modeField = fieldOf("class", "nickname_mode", reply);
  const board = fieldOf("class", "board_allowed", reply);
  const computer = fieldOf("class", "computer", reply);
  const chosenMode = typed(reply, modeField.name, DEFAULT_NICKNAME_MODE);
  return (
    <Form method="post" reloadDocument className="space-y-4" aria-labelledby="create-class-heading">
      <h2 id="create-class-heading" className="text-2xl font-bold text-slate-950">
        {t("classroom.createHeading")}
      </h2>
      <FormError reply={reply} />
      <input type="hidden" name="intent" value="create" />
      <FormField field={name} label={t("classroom.className")} hint={t("classroom.classNameHint")}>
        <input
          id={name.id}
          name={name.name}
          type="text"
          required
          maxLength={CLASS_NAME_MAX}
          autoComplete="off"
          defaultValue={typed(reply, name.name)}
          aria-invalid={invalid(name)}
          aria-describedby={`${hintId(name)} ${name.errorId}`}
          className={inputClass}
        />
      </FormField>
      <FormField field={bpm} label={t("classroom.bpm")}>
        <select
          id={bpm.id}
          name={bpm.name}
          defaultValue={typed(reply, bpm.name, String(DEFAULT_CLASS_BPM))}
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
      </FormField>
      <fieldset className="space-y-2">
        <legend className="font-semibold">{t("classroom.nicknames.legend")}</legend>
        {nicknameModes.map((mode) => (
          <div key={mode} className="flex items-start gap-3">
            <input
              id={`class-nickname-${mode}`}
              type="radio"
              name={modeField.name}
              value={mode}
              defaultChecked={chosenMode === mode}
              aria-describedby={`class-nickname-${mode}-hint`}
              className="mt-1 size-5 shrink-0 accent-indigo-700"
            />
            <div>
              <label htmlFor={`class-nickname-${mode}`}>{t(`classroom.nicknames.${mode}`)}</label>
              <p id={`class-nickname-${mode}-hint`} className="text-sm text-slate-600">
                {t(`classroom.nicknames.${mode}Hint`)}
              </p>
            </div>
          </div>
        ))}
      </fieldset>
      <div className="flex items-start gap-3">
        <input
          id="class-board-allowed"
          type="checkbox"
          name={board.name}
          defaultChecked={typed(reply, board.name) === "on"}
          aria-describedby="class-board-allowed-hint"
          className="mt-1 size-5 shrink-0 accent-indigo-700"
        />
        <div>
          <label htmlFor="class-board-allowed">{t("classroom.boardAllowed")}</label>
          <p id="class-board-allowed-hint" className="text-sm text-slate-600">
            {t("classroom.boardAllowedHint")}
          </p>
        </div>
      </div>
      <ComputerChoice name={computer.name} chosen={typed(reply, computer.name, DEFAULT_COMPUTER_KIND)} />
      <HoneypotInput idPrefix="create-class" />
      <button type="submit" className={buttonClass()}>
        {t("classroom.create")}
      </button>
    </Form>
  );
}

/**
 * Whether the teacher is on their own computer (this browser lists the class for 30 days, the
 * default) or on a shared one (only until the browser is closed), so that a school's shared laptop
 * does not offer the next person the class's private link.
 */
function ComputerChoice({ name, chosen }: { name: string; chosen: string }) {
  const { t } = useTranslation();
  return (
    <fieldset className="space-y-2">
      <legend className="font-semibold">{t("classroom.computer.legend")}</legend>
      {computerKinds.map((kind) => (
        <div key={kind} className="flex items-start gap-3">
          <input
            id={`class-computer-${kind}`}
            type="radio"
            name={name}
            value={kind}
            defaultChecked={chosen === kind}
            aria-describedby={`class-computer-${kind}-hint`}
            className="mt-1 size-5 shrink-0 accent-indigo-700"
          />
          <div>
            <label htmlFor={`class-computer-${kind}`}>{t(`classroom.computer.${kind}`)}</label>
            <p id={`class-computer-${kind}-hint`} className="text-sm text-slate-600">
              {t(`classroom.computer.${kind}Hint`)}
            </p>
          </div>
        </div>
      ))}
    </fieldset>
  );
}
