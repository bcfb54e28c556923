import { useState, type RefObject } from "react";
import { useTranslation } from "~/lib/translation";
import type { LeaderboardView } from "~/features/leaderboard/leaderboard";
import type { GameResult } from "../measures/rules";
import { cprQuality, type PressTiming } from "../measures/cpr-quality";
import { QualityReport } from "./quality-report";
import { ClassSave, type ClassGameSetting } from "../save/class-save";
import type { DepthQuality } from "../depth/depth-quality";
import { SaveScoreForm } from "../save/save-score-form";
import type { GameTokenError } from "../save/use-game-token";

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
  /** A pupil's game in a class: saved to the class instead. */
  classroom?: ClassGameSetting | undefined;
  /** When the presses came (cpr-quality.ts), with a result: its quality, and a save sends them. */
  timing?: PressTiming | null;
  /** The rhythm the game was played at: a save to the board sends it with the times. */
  bpm: number;
  /** The game's depth (null when its compressions were taps). */
  depth?: DepthQuality | null;
  /** Each compression's depth in depth mode (empty for taps): a class save sends them. */
  depthsMm?: readonly number[];
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
  timing,
  bpm,
  depth,
  depthsMm = [],
}: GameResultPanelProps) {
  const { t, lang } = useTranslation();
  const [skipped, setSkipped] = useState(false);
  const percent = new Intl.NumberFormat(lang, { style: "percent", maximumFractionDigits: 0 });
  const headingId = `${idPrefix}-result`;
  const quality = timing ? cprQuality(timing) : null;
  return (
    <section aria-labelledby={headingId} className="@container space-y-5 rounded-xl bg-indigo-50 p-5">
      <h3 id={headingId} ref={headingRef} tabIndex={-1} className="text-xl font-bold text-slate-950">
        {t("game.result.heading")}
      </h3>
      {/* In a class the timing score is the pupil's one score: it leads, above the rhythm's figures. */}
      {classroom && result && quality ? (
        <QualityReport quality={quality} idPrefix={idPrefix} lead depth={depth} />
      ) : null}
      <div role="status">
        {result ? (
          // Two figures a row where both names fit whole, four with the room of a desktop.
          <dl className="grid grid-cols-1 gap-4 @sm:grid-cols-2 @xl:grid-cols-4">
            <Figure label={t("game.result.score")} value={String(result.score)} strong={!classroom} />
            <Figure label={t("game.result.accuracy")} value={percent.format(result.accuracy / 100)} />
            <Figure label={t("game.result.successRate")} value={percent.format(result.successRate / 100)} />
            <Figure label={t("game.result.compressions")} value={String(result.compressions)} />
          </dl>
        ) : (
          <p className="text-slate-800">{t("game.status.tooFew", { count: compressions })}</p>
        )}
      </div>
      {!classroom && result && quality ? <QualityReport quality={quality} idPrefix={idPrefix} depth={depth} /> : null}
      {/* A class game saves to its class; any other, given an address, to the week's board. */}
      {result && timing && !skipped && (classroom || scoreAction) ? (
        tokenError ? (
          <p className="text-slate-800">{t(tokenError)}</p>
        ) : classroom ? (
          <ClassSave setting={classroom} timing={timing} depthsMm={depthsMm} gameToken={gameToken} />
        ) : (
          <SaveScoreForm
            timing={timing}
            bpm={bpm}
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
