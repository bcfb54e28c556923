import type { ChangeEvent } from "react";
import type { TranslationKey } from "~/lib/translate";
import { useTranslation } from "~/lib/translation";
import { buttonClass } from "~/components/ui/button-styles";
import { inputClass } from "~/components/ui/form-field";
import { PLAYER_NAME_MAX } from "../measures/rules";
import { useSaveScore, type SaveScoreSettings } from "./use-save-score";

interface SaveScoreFormProps extends SaveScoreSettings {
  /** The game's fixed id prefix (compression-game.tsx). */
  idPrefix: string;
  onSkip: () => void;
}

/**
 * The save form. One field, so it validates by hand with the server's own rule (player-name.ts)
 * rather than loading a form library and zod onto the game's page. It posts with fetch to the
 * game's JSON address (never as a document: the form exists only once the game's script runs).
 */
export function SaveScoreForm({ idPrefix, onSkip, ...settings }: SaveScoreFormProps) {
  const { t } = useTranslation();
  const { saved, busy, fieldError, formError, submit, recheck } = useSaveScore(settings);

  if (saved) {
    return (
      <p role="status" className="font-semibold text-emerald-900">
        {t("game.save.saved")}
      </p>
    );
  }

  const hintId = `${idPrefix}-name-hint`;
  return (
    <form noValidate onSubmit={submit} className="space-y-3">
      <h4 className="text-lg font-bold text-slate-950">{t("game.save.heading")}</h4>
      <PlayerNameField idPrefix={idPrefix} hintId={hintId} error={fieldError} onChange={recheck} />
      <p id={hintId} className="text-sm text-slate-700">
        {t("game.save.nameHint")}
      </p>
      <div role="alert" className="empty:hidden">
        {formError ? <p className="font-semibold text-red-800">{t(formError as TranslationKey)}</p> : null}
      </div>
      <div className="flex flex-wrap gap-3">
        {/* No second save while one is on its way; none either before the game has its id. */}
        <button type="submit" disabled={busy || settings.gameToken === null} className={buttonClass("primary")}>
          {busy ? t("game.save.saving") : t("game.save.submit")}
        </button>
        <button type="button" onClick={onSkip} className={buttonClass("outline")}>
          {t("game.save.skip")}
        </button>
      </div>
    </form>
  );
}

interface PlayerNameFieldProps {
  idPrefix: string;
  /** Id of the hint below the field, which describes it after its error. */
  hintId: string;
  /** The name's message (a translation key), or nothing while the name is fine. */
  error: string | null | undefined;
  onChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/** The player's name, its label, and the line that says what is wrong with it. */
function PlayerNameField({ idPrefix, hintId, error, onChange }: PlayerNameFieldProps) {
  const { t } = useTranslation();
  const nameId = `${idPrefix}-name`;
  const errorId = `${idPrefix}-name-error`;
  return (
    <div>
      <label htmlFor={nameId} className="font-semibold">
        {t("game.save.name")}
      </label>
      <input
        id={nameId}
        name="player_name"
        type="text"
        maxLength={PLAYER_NAME_MAX}
        autoComplete="nickname"
        required
        aria-invalid={error ? true : undefined}
        aria-describedby={`${errorId} ${hintId}`}
        onChange={onChange}
        className={`${inputClass} max-w-sm`}
      />
      <p id={errorId} className="mt-1 min-h-5 text-sm font-semibold text-red-800">
        {error ? t(error as TranslationKey) : null}
      </p>
    </div>
  );
}
