import { data, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/translation";
import { firstAiducationContent } from "@content/programmes";
import { requestBookmark } from "~/.server/db/session.server";
import { pageBasics } from "~/.server/page.server";
import { Breadcrumbs, visibleCrumbs } from "~/components/breadcrumbs";
import { ContentSections } from "~/components/content-sections";
import { PageHero } from "~/components/page-hero";
import { gameAction } from "~/features/compression-game/server/game-action.server";
import { CompressionGameIsland } from "~/features/compression-game/play/compression-game.island";
import { gameAnswerMessage } from "~/features/compression-game/save/game-answer";
import { leaderboardView } from "~/features/leaderboard/leaderboard";
import { weeklyLeaderboard } from "~/features/leaderboard/leaderboard.server";
import { parentPageOf } from "~/i18n-routes";
import { gameApiPath } from "~/lib/api-routes";
import { routeMeta } from "~/lib/route-meta";
import type { ScriptsHandle } from "~/lib/page-scripts";

// First Aiducation, at /{lang}/first-aiducation and, inside the portfolio, at
// /{lang}/portfolio/first-aiducation (whose canonical URL is the former): the programme, the
// compression game and the week's leaderboard. The game is an island that posts to its own JSON
// address (lib/api-routes.ts); the page's action answers the same requests posted without JavaScript.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { pageId, lang, meta, strings } = await pageBasics(request, context);
  const leaderboard = await weeklyLeaderboard(
    context.cloudflare.env,
    new Date(),
    context.requestId,
    requestBookmark(request),
  );
  const nested = parentPageOf[pageId] !== undefined;
  return data(
    {
      strings,
      lang,
      meta,
      content: firstAiducationContent[lang],
      crumbs: nested && meta.breadcrumbs ? visibleCrumbs(meta.breadcrumbs) : null,
      leaderboard: leaderboardView(leaderboard, lang),
    },
    // A board that could not be read is not kept at the edge (page-cache.ts).
    leaderboard.unavailable ? { headers: { "Cache-Control": "no-store" } } : undefined,
  );
}

/**
 * The loader's Cache-Control (no-store when the board could not be read) reaches the edge cache;
 * the action's own headers (Retry-After of a refusal) reach the client.
 */
export const headers: HeadersFunction = ({ loaderHeaders, actionHeaders }) => {
  const merged = new Headers(loaderHeaders);
  actionHeaders.forEach((value, name) => merged.set(name, value));
  return merged;
};

// A post without JavaScript (a script's, as the game itself needs JavaScript and posts to its
// JSON address): the page answers it in words.
export async function action(args: ActionFunctionArgs) {
  return gameAction(args);
}

// Only the game and its board are hydrated (an island); the rest of the page is HTML.
export const handle: ScriptsHandle = { scripts: "none" };

export const meta = routeMeta;

export default function FirstAiducationPage() {
  const { t } = useTranslation();
  const { lang, content, crumbs, leaderboard } = useLoaderData<typeof loader>();
  const postedAnswer = gameAnswerMessage(useActionData<typeof action>());
  return (
    <div className="mx-auto max-w-7xl space-y-20 px-4 py-12">
      <div className="space-y-8">
        {crumbs ? <Breadcrumbs crumbs={crumbs} /> : null}
        <PageHero
          heading={t("pages.first-aiducation.heading")}
          intro={t("pages.first-aiducation.intro")}
          image={content.image}
        />
      </div>
      <ContentSections sections={content.sections} lang={lang} />
      <CompressionGameIsland
        scoreAction={gameApiPath}
        sections={{
          game: { heading: content.game.heading, intro: content.game.intro, postedAnswer },
          leaderboard: {
            heading: content.game.leaderboardHeading,
            intro: content.game.leaderboardIntro,
            board: leaderboard,
          },
        }}
      />
      <ContentSections sections={content.closing} lang={lang} idPrefix="closing" />
    </div>
  );
}
