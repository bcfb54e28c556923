import { useState } from "react";
import { SectionHeading } from "~/components/section-heading";
import type { LeaderboardView } from "~/features/leaderboard/leaderboard";
import { LeaderboardTable } from "~/features/leaderboard/leaderboard-table";
import type { TranslationKey } from "~/lib/translate";
import { useTranslation } from "~/lib/translation";
import { CompressionGame, type CompressionGameProps } from "./compression-game";

// The compression game's island (compression-game.island.tsx): the game alone (practice,
// or saving with nowhere to show the board), or, on
// First Aiducation, the game's section beside the week's board, which a save replaces in place
// with the board it answers (no second request).

const GAME_SECTION = "game";
const LEADERBOARD_SECTION = "leaderboard";

/** First Aiducation's two sections around the game, as plain data. */
export interface GameSections {
  /** The game's heading and introduction, and the answer to a post without JavaScript, in words. */
  game: { heading: string; intro: string; postedAnswer: TranslationKey | null };
  /** The board's heading and introduction, and the week's board as the page read it. */
  leaderboard: { heading: string; intro: string; board: LeaderboardView };
}

/** Everything the island shows, as JSON (its props are written into the page). */
export interface GameIslandProps extends Omit<CompressionGameProps, "onLeaderboard" | "classroom"> {
  sections?: GameSections;
}

export function GameIsland({ sections, ...game }: GameIslandProps) {
  if (sections) return <GameBesideLeaderboard sections={sections} game={game} />;
  return <CompressionGame {...game} />;
}

function GameBesideLeaderboard({ sections, game }: { sections: GameSections; game: CompressionGameProps }) {
  const { t } = useTranslation();
  const [board, setBoard] = useState(sections.leaderboard.board);
  const { postedAnswer } = sections.game;
  return (
    <div className="grid gap-12 lg:grid-cols-[3fr_2fr]">
      <section aria-labelledby={GAME_SECTION} className="min-w-0 space-y-6">
        <SectionHeading id={GAME_SECTION} heading={sections.game.heading} intro={sections.game.intro} />
        {postedAnswer ? (
          <p role="status" className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-slate-900">
            {t(postedAnswer)}
          </p>
        ) : null}
        <CompressionGame {...game} onLeaderboard={setBoard} />
      </section>
      <section aria-labelledby={LEADERBOARD_SECTION} className="min-w-0 space-y-6">
        <SectionHeading
          id={LEADERBOARD_SECTION}
          heading={sections.leaderboard.heading}
          intro={sections.leaderboard.intro}
        />
        <LeaderboardTable {...board} />
      </section>
    </div>
  );
}
