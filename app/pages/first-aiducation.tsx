import { data, type ActionFunctionArgs, type HeadersFunction, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import type { ClientActionFunctionArgs } from "@remix-run/react";
import { useActionData, useLoaderData, useLocation, type ShouldRevalidateFunction } from "@remix-run/react";
import { useTranslation } from "~/lib/translation";
import { firstAiducationContent } from "@content/programmes";
import { requestBookmark } from "~/.server/db/session.server";
import { pageBasics } from "~/.server/page.server";
import { Breadcrumbs, visibleCrumbs } from "~/components/breadcrumbs";
import { ContentSections } from "~/components/content-sections";
import { PageHero } from "~/components/page-hero";
import { SectionHeading } from "~/components/section-heading";
import { gameAction } from "~/features/compression-game/game-action.server";
import { CompressionGame } from "~/features/compression-game/compression-game";
import { gameAnswerMessage } from "~/features/compression-game/game-answer";
import { formatWeekStart } from "~/features/leaderboard/leaderboard";
import { weeklyLeaderboard } from "~/features/leaderboard/leaderboard.server";
import { LeaderboardTable } from "~/features/leaderboard/leaderboard-table";
import { parentPageOf } from "~/i18n-routes";
import { routeMeta } from "~/lib/route-meta";
import type { ScriptsHandle } from "~/lib/page-scripts";

// First Aiducation, at /{lang}/first-aiducation and, inside the portfolio, at
// /{lang}/portfolio/first-aiducation (whose canonical URL is the former): the programme, the
// compression game and the week's leaderboard. The action answers the game (start, save).
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
      leaderboard: { ...leaderboard, since: formatWeekStart(leaderboard.weekStart, lang) },
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

export async function action(args: ActionFunctionArgs) {
  return gameAction(args);
}

/**
 * In the browser the game's requests pass through here, so that one that fails (offline, a server
 * error) becomes the game's own short message instead of the error page. Without JavaScript there
 * is no game, and posts go straight to `action`.
 */
export async function clientAction({ request, serverAction }: ClientActionFunctionArgs) {
  const intent = (await request.clone().formData()).get("intent");
  try {
    return await serverAction<typeof action>();
  } catch (error) {
    console.error("The game's request failed", error);
    return intent === "start"
      ? { intent: "start" as const, error: "game.save.unavailable" }
      : { intent: "save" as const, result: { status: "error" as const, error: { "": ["game.save.failed"] } } };
  }
}

// A game's start changes nothing on the page; a save refreshes the leaderboard.
export const shouldRevalidate: ShouldRevalidateFunction = ({ formData, defaultShouldRevalidate }) =>
  formData?.get("intent") === "start" ? false : defaultShouldRevalidate;

// Hydrated: the compression game runs in the browser.
export const handle: ScriptsHandle = { scripts: "app" };

export const meta = routeMeta;

const GAME_SECTION = "game";
const LEADERBOARD_SECTION = "leaderboard";

export default function FirstAiducationPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const { lang, content, crumbs, leaderboard } = useLoaderData<typeof loader>();
  // A post without JavaScript (a script's, as the game itself needs JavaScript) gets its answer in words.
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
      <div className="grid gap-12 lg:grid-cols-[3fr_2fr]">
        <section aria-labelledby={GAME_SECTION} className="min-w-0 space-y-6">
          <SectionHeading id={GAME_SECTION} heading={content.game.heading} intro={content.game.intro} />
          {postedAnswer ? (
            <p role="status" className="rounded-lg border border-amber-300 bg-amber-50 px-4 py-3 text-slate-900">
              {t(postedAnswer)}
            </p>
          ) : null}
          <CompressionGame scoreAction={pathname} />
        </section>
        <section aria-labelledby={LEADERBOARD_SECTION} className="min-w-0 space-y-6">
          <SectionHeading
            id={LEADERBOARD_SECTION}
            heading={content.game.leaderboardHeading}
            intro={content.game.leaderboardIntro}
          />
          <LeaderboardTable
            entries={leaderboard.entries}
            since={leaderboard.since}
            unavailable={leaderboard.unavailable}
          />
        </section>
      </div>
      <ContentSections sections={content.closing} lang={lang} idPrefix="closing" />
    </div>
  );
}
