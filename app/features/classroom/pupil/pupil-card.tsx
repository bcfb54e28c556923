import type { SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { FormField, hintId, inputClass } from "~/components/ui/form-field";
import { HoneypotInput } from "~/components/ui/honeypot-input";
import { PLAYER_NAME_MAX } from "~/features/compression-game/measures/rules";
import { JOIN_CODE_PARAM } from "~/lib/page-query";
import { href } from "~/lib/paths";
import { useTranslation } from "~/lib/translation";
import { fieldOf, FormError, invalid, typed } from "../class-form-parts";
import { cardClassOf, type CardClass } from "./pupil-card-class";
import { JOIN_CODE_LENGTH } from "../join-code";
import { ComebackCodeField } from "./comeback-code-field";

// What a pupil who came by the class's join address (its QR code or short address) sees: the
// class's name and one large button, on one phone screen, and nothing for teachers. The code rides
// in a hidden field; a nickname is asked only where the class does not give them out. A code that
// opens no class shows the code's field, so the pupil can correct it. Plain HTML; the server
// answers with the page.

interface PupilCardProps {
  /** The open class of the address's code, as the loader found it; null when it opens none. */
  found: CardClass | null;
  /** The code as the address carries it. */
  code: string;
  reply: SubmissionResult | undefined;
}

export function PupilCard({ found, code, reply }: PupilCardProps) {
  const { t, lang } = useTranslation();
  const known = cardClassOf(found, typed(reply, "code", code));
  return (
    <div className="mx-auto max-w-md space-y-3 px-4 py-3 sm:space-y-4 sm:py-10">
      {known ? <JoinCard known={known} reply={reply} /> : <CodeCard code={code} reply={reply} />}
      {/* The page without the code: how a class works and how to open one. */}
      <p className="text-center text-sm">
        <Link to={href("classroom", lang)} reloadDocument className="text-indigo-800 underline">
          {t("classroom.card.teacherLink")}
        </Link>
      </p>
    </div>
  );
}

const cardClass = "space-y-3 rounded-2xl border border-slate-200 bg-slate-50 p-4 shadow-sm sm:p-6";
const bigButtonClass =
  "block w-full rounded-2xl border-2 border-transparent bg-indigo-700 px-6 py-4 text-2xl font-extrabold text-white shadow-md hover:bg-indigo-800";
const headingClass = "text-2xl font-extrabold tracking-tight text-balance text-slate-950 sm:text-3xl";

/** The class's name, a nickname where the class asks for one, and the join button. */
function JoinCard({ known, reply }: { known: CardClass; reply: SubmissionResult | undefined }) {
  const { t } = useTranslation();
  const comeback = fieldOf("join", "comeback_code", reply);
  // A comeback code typed (or refused) keeps its field open after the page comes back.
  const comebackOpen = typed(reply, comeback.name) !== "" || Boolean(comeback.errors?.length);
  return (
    <Form method="post" reloadDocument aria-labelledby="pupil-card-heading" className={cardClass}>
      <p className="text-sm font-semibold tracking-wide text-indigo-800 uppercase">{t("classroom.card.kicker")}</p>
      <h1 id="pupil-card-heading" className={headingClass}>
        {known.name}
      </h1>
      <FormError reply={reply} />
      <input type="hidden" name="intent" value="join" />
      <input type="hidden" name={fieldOf("join", "code", reply).name} value={known.joinCode} />
      {known.nicknameMode === "generated" ? (
        <p className="text-slate-800">{t("classroom.card.nicknameGiven")}</p>
      ) : (
        <NicknameField reply={reply} />
      )}
      <details open={comebackOpen} className="text-slate-800">
        <summary className="cursor-pointer py-1 text-sm font-semibold text-indigo-800 underline">
          {t("classroom.card.comebackToggle")}
        </summary>
        <ComebackCodeField field={comeback} reply={reply} />
      </details>
      <HoneypotInput idPrefix="join-class" />
      <button type="submit" className={bigButtonClass}>
        {t("classroom.join")}
      </button>
    </Form>
  );
}

/**
 * A code that opens no class: said so, and the code's field, which asks the page again with the
 * corrected code (a GET: nothing is sent that could count as a wrong code), whose card then names
 * the class and asks what it needs.
 */
function CodeCard({ code, reply }: { code: string; reply: SubmissionResult | undefined }) {
  const { t } = useTranslation();
  const field = fieldOf("join", "code", reply);
  return (
    <Form method="get" reloadDocument aria-labelledby="pupil-card-heading" className={cardClass}>
      <h1 id="pupil-card-heading" className={headingClass}>
        {t("classroom.joinHeading")}
      </h1>
      {reply?.error?.[""]?.length ? (
        <FormError reply={reply} />
      ) : (
        <p role="alert" className="rounded-md bg-red-50 p-3 font-semibold text-red-800">
          {t("classroom.notOpen")}
        </p>
      )}
      <FormField field={field} label={t("classroom.code")} hint={t("classroom.codeHint")}>
        <input
          id={field.id}
          name={JOIN_CODE_PARAM}
          type="text"
          required
          maxLength={JOIN_CODE_LENGTH + 2}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          defaultValue={typed(reply, "code", code)}
          aria-invalid={invalid(field)}
          aria-describedby={`${hintId(field)} ${field.errorId}`}
          className={`${inputClass} font-mono text-lg tracking-widest uppercase`}
        />
      </FormField>
      <button type="submit" className={bigButtonClass}>
        {t("classroom.card.next")}
      </button>
    </Form>
  );
}

function NicknameField({ reply }: { reply: SubmissionResult | undefined }) {
  const { t } = useTranslation();
  const field = fieldOf("join", "nickname", reply);
  return (
    <FormField field={field} label={t("classroom.nickname")} hint={t("classroom.card.nicknameHint")}>
      <input
        id={field.id}
        name={field.name}
        type="text"
        maxLength={PLAYER_NAME_MAX}
        autoComplete="off"
        defaultValue={typed(reply, field.name)}
        aria-invalid={invalid(field)}
        aria-describedby={`${hintId(field)} ${field.errorId}`}
        className={`${inputClass} text-lg`}
      />
    </FormField>
  );
}
