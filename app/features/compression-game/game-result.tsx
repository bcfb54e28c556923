import type { SubmissionResult } from "@conform-to/react";
import { useFetcher } from "@remix-run/react";
import type { TranslationKey } from "~/lib/translate";
import { useId, useState, type RefObject } from "react";
import { useTranslation } from "~/lib/translation";
import { buttonClass } from "~/components/ui/button-styles";
import { inputClass } from "~/components/ui/form-field";
import { playerNameError, type PlayerNameError } from "./player-name";
import { PLAYER_NAME_MAX, type GameResult } from "./rules";

const RESULT_HEADING = "game-result";

/** What the page's action (gameAction) answers to `intent=save`. */
type SaveAnswer = { intent: "save"; saved: true } | { intent: "save"; result: SubmissionResult<string[]> };

interface GameResultPanelProps {
  headingRef: RefObject<HTMLHeadingElement>;
  compressions: number;
  /** Null below 30 compressions, where a game has no score. */
  result: GameResult | null;
  scoreAction: string | undefined;
  gameToken: string | null;
  /** Why the server gave no game id (the score cannot be saved), or null. */
  tokenError: "game.save.rateLimited" | "game.save.unavailable" | null;
}

/** The end of a game: its result, and the form that puts it on the leaderboard. */
export function GameResultPanel({
  headingRef,
  compressions,
  result,
  scoreAction,
  gameToken,
  tokenError,
}: GameResultPanelProps) {
  const { t, lang } = useTranslation();
  const [skipped, setSkipped] = useState(false);
  const percent = new Intl.NumberFormat(lang, { style: "percent", maximumFractionDigits: 0 });
  return (
    <section aria-labelledby={RESULT_HEADING} className="space-y-5 rounded-xl bg-indigo-50 p-5">
      <h3 id={RESULT_HEADING} ref={headingRef} tabIndex={-1} className="text-xl font-bold text-slate-950">
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
      {result && scoreAction && !skipped ? (
        tokenError ? (
          <p className="text-slate-800">{t(tokenError)}</p>
        ) : (
          <SaveScoreForm
            result={result}
            action={scoreAction}
            gameToken={gameToken}
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
function replyError(answer: SaveAnswer | undefined, field: string): string | undefined {
  return answer && "result" in answer ? (answer.result.error?.[field] ?? undefined)?.[0] : undefined;
}

/**
 * The save form. One field, so it validates by hand with the server's own rule (player-name.ts)
 * rather than loading a form library and zod onto the game's page.
 */
function SaveScoreForm({
  result,
  action,
  gameToken,
  onSkip,
}: {
  result: GameResult;
  action: string;
  gameToken: string | null;
  onSkip: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const fetcher = useFetcher<SaveAnswer>();
  const answer = fetcher.data;
  const busy = fetcher.state !== "idle";
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

  const fieldError = checking ? nameError : (nameError ?? replyError(answer, "player_name"));
  const formError = replyError(answer, "");
  const nameId = `${id}-name`;
  const errorId = `${id}-name-error`;
  const hintId = `${id}-name-hint`;
  return (
    <fetcher.Form
      method="post"
      action={action}
      noValidate
      onSubmit={(event) => {
        const input = event.currentTarget.elements.namedItem("player_name") as HTMLInputElement;
        const error = playerNameError(input.value.trim());
        setNameError(error);
        setChecking(true);
        if (error) {
          event.preventDefault();
          input.focus();
        } else {
          setChecking(false);
        }
      }}
      className="space-y-3"
    >
      <h4 className="text-lg font-bold text-slate-950">{t("game.save.heading")}</h4>
      <input type="hidden" name="intent" value="save" />
      <input type="hidden" name="game_id" value={gameToken ?? ""} />
      <input type="hidden" name="score" value={result.score} />
      <input type="hidden" name="accuracy" value={result.accuracy} />
      <input type="hidden" name="success_rate" value={result.successRate} />
      <input type="hidden" name="compressions" value={result.compressions} />
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
    </fetcher.Form>
  );
}
