import type { TranslationKey } from "~/lib/translate";
import { useState, type RefObject } from "react";
import { useTranslation } from "~/lib/translation";
import { buttonClass } from "~/components/ui/button-styles";
import { inputClass } from "~/components/ui/form-field";
import type { LeaderboardView } from "~/features/leaderboard/leaderboard";
import type { GameSaveAnswer } from "./game-answer";
import { requestScoreSave } from "./game-request";
import { playerNameError, type PlayerNameError } from "./player-name";
import { PLAYER_NAME_MAX, type GameResult, type RhythmFigures } from "./rules";
import { ClassSave, type ClassGameSetting } from "./class-save";
import type { GameTokenError } from "./use-game-token";

interface GameResultPanelProps {
  headingRef: RefObject<HTMLHeadingElement>;
  compressions: number;
  /** Null below 30 compressions, where a game has no score. */
  result: GameResult | null;
  scoreAction: string | undefined;
  gameToken: string | null;
  /** Why the server gave no game id (the score cannot be saved), or null. */
  tokenError: GameTokenError | null;
  /** The game's fixed id prefix (compression-game.tsx). */
  idPrefix: string;
  onLeaderboard: ((board: LeaderboardView) => void) | undefined;
  /** A pupil's game in a class, and its rhythm figures: saved to the class instead. */
  classroom?: ClassGameSetting | undefined;
  rhythm?: RhythmFigures | null;
}

/** The end of a game: its result, and the form that puts it on the leaderboard. */
export function GameResultPanel({
  headingRef,
  compressions,
  result,
  scoreAction,
  gameToken,
  tokenError,
  idPrefix,
  onLeaderboard,
  classroom,
  rhythm,
}: GameResultPanelProps) {
  const { t, lang } = useTranslation();
  const [skipped, setSkipped] = useState(false);
  const percent = new Intl.NumberFormat(lang, { style: "percent", maximumFractionDigits: 0 });
  const headingId = `${idPrefix}-result`;
  return (
    <section aria-labelledby={headingId} className="space-y-5 rounded-xl bg-indigo-50 p-5">
      <h3 id={headingId} ref={headingRef} tabIndex={-1} className="text-xl font-bold text-slate-950">
        {t("game.result.heading")}
      </h3>
      <div role="status">
        {result ? (
          <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
            <Figure label={t("game.result.score")} value={String(result.score)} strong />
            <Figure label={t("game.result.accuracy")} value={percent.format(result.accuracy / 100)} />
            <Figure label={t("game.result.successRate")} value={percent.format(result.successRate / 100)} />
            <Figure label={t("game.result.compressions")} value={String(result.compressions)} />
          </dl>
        ) : (
          <p className="text-slate-800">{t("game.status.tooFew", { count: compressions })}</p>
        )}
      </div>
      {/* A class game saves to its class; any other, given an address, to the week's board. */}
      {result && !skipped && (classroom ? rhythm : scoreAction) ? (
        tokenError ? (
          <p className="text-slate-800">{t(tokenError)}</p>
        ) : classroom && rhythm ? (
          <ClassSave setting={classroom} result={result} rhythm={rhythm} gameToken={gameToken} />
        ) : (
          <SaveScoreForm
            result={result}
            action={scoreAction ?? ""}
            gameToken={gameToken}
            idPrefix={idPrefix}
            onLeaderboard={onLeaderboard}
            onSkip={() => {
              setSkipped(true);
              headingRef.current?.focus();
            }}
          />
        )
      ) : null}
    </section>
  );
}

function Figure({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <div className="flex flex-col-reverse">
      <dt className="text-sm text-slate-700">{label}</dt>
      <dd className={`font-extrabold text-slate-950 tabular-nums ${strong ? "text-4xl" : "text-2xl"}`}>{value}</dd>
    </div>
  );
}

/** The first message of a field in a conform reply (the server validates with conform and zod). */
function replyError(answer: GameSaveAnswer | undefined, field: string): string | undefined {
  return answer && "result" in answer ? (answer.result.error?.[field] ?? undefined)?.[0] : undefined;
}

/**
 * The save form. One field, so it validates by hand with the server's own rule (player-name.ts)
 * rather than loading a form library and zod onto the game's page. It posts with fetch to the
 * game's JSON address (never as a document: the form exists only once the game's script runs).
 */
function SaveScoreForm({
  result,
  action,
  gameToken,
  idPrefix,
  onLeaderboard,
  onSkip,
}: {
  result: GameResult;
  action: string;
  gameToken: string | null;
  idPrefix: string;
  onLeaderboard: ((board: LeaderboardView) => void) | undefined;
  onSkip: () => void;
}) {
  const { t, lang } = useTranslation();
  const [answer, setAnswer] = useState<GameSaveAnswer>();
  const [busy, setBusy] = useState(false);
  // Checked on submit, then again on every change once a message shows (as the contact form does).
  const [nameError, setNameError] = useState<PlayerNameError | null>(null);
  const [checking, setChecking] = useState(false);

  if (answer && "saved" in answer) {
    return (
      <p role="status" className="font-semibold text-emerald-900">
        {t("game.save.saved")}
      </p>
    );
  }

  const save = async (playerName: string) => {
    setBusy(true);
    const saved = await requestScoreSave(action, {
      game_id: gameToken ?? "",
      player_name: playerName,
      score: String(result.score),
      accuracy: String(result.accuracy),
      success_rate: String(result.successRate),
      compressions: String(result.compressions),
      lang,
    });
    setBusy(false);
    setAnswer(saved);
    if ("leaderboard" in saved && saved.leaderboard) onLeaderboard?.(saved.leaderboard);
  };

  const fieldError = checking ? nameError : (nameError ?? replyError(answer, "player_name"));
  const formError = replyError(answer, "");
  const nameId = `${idPrefix}-name`;
  const errorId = `${idPrefix}-name-error`;
  const hintId = `${idPrefix}-name-hint`;
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (busy || gameToken === null) return;
        const input = event.currentTarget.elements.namedItem("player_name") as HTMLInputElement;
        const error = playerNameError(input.value.trim());
        setNameError(error);
        setChecking(Boolean(error));
        if (error) input.focus();
        else void save(input.value);
      }}
      className="space-y-3"
    >
      <h4 className="text-lg font-bold text-slate-950">{t("game.save.heading")}</h4>
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
          aria-invalid={fieldError ? true : undefined}
          aria-describedby={`${errorId} ${hintId}`}
          onChange={(event) => {
            if (checking) setNameError(playerNameError(event.currentTarget.value.trim()));
          }}
          className={`${inputClass} max-w-sm`}
        />
        <p id={errorId} className="mt-1 min-h-5 text-sm font-semibold text-red-800">
          {fieldError ? t(fieldError as TranslationKey) : null}
        </p>
      </div>
      <p id={hintId} className="text-sm text-slate-700">
        {t("game.save.nameHint")}
      </p>
      <div role="alert" className="empty:hidden">
        {formError ? <p className="font-semibold text-red-800">{t(formError as TranslationKey)}</p> : null}
      </div>
      <div className="flex flex-wrap gap-3">
        {/* No second save while one is on its way; none either before the game has its id. */}
        <button type="submit" disabled={busy || gameToken === null} className={buttonClass("primary")}>
          {busy ? t("game.save.saving") : t("game.save.submit")}
        </button>
        <button type="button" onClick={onSkip} className={buttonClass("outline")}>
          {t("game.save.skip")}
        </button>
      </div>
    </form>
  );
}
