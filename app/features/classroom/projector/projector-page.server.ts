import { data, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { pageBasics } from "~/.server/page.server";
import { href } from "~/lib/paths";
import { intlLocale } from "~/lib/intl-locale";
import { JOIN_CODE_PARAM } from "~/lib/page-query";
import { classroomShortAddress } from "~/lib/short-addresses";
import { topPupils } from "../results/class-results-json";
import { summarizeClass } from "../results/class-summary";
import { classNotFound } from "../server/class-not-found.server";
import { classOfProjector } from "../server/classroom.server";
import { classResults } from "../results/class-table.server";
import { roundLiveOf } from "../rounds/class-rounds.server";
import { privateHeaders } from "../private-headers";
import { PROJECTOR_CODE_ONLY, PROJECTOR_SHOW_PARAM } from "../teacher/teacher-views";
import { qrCodeSvg } from "../teacher/qr-code.server";

// The projector link's loader (docs/decisions/0015-classroom-in-a-real-lesson.md): what the class
// sees, read only. It knows the class by the projector token alone and returns nothing that could
// control it: no teacher link, no pupil's id, no figure but the top ten's best scores.

export async function projectorLoader({ request, context, params }: LoaderFunctionArgs) {
  const { env } = context.cloudflare;
  const stored = await classOfProjector(env, params.token ?? "");
  if (!stored) return classNotFound(request, context.requestId);
  const { lang, meta, strings, t } = await pageBasics(request, context, "classroom");
  const codeOnly = new URL(request.url).searchParams.get(PROJECTOR_SHOW_PARAM) === PROJECTOR_CODE_ONLY;
  const joinAddress = `${context.page.siteUrl}${href("classroom", lang, { [JOIN_CODE_PARAM]: stored.joinCode })}`;
  const [{ pupils, games }, roundLive] = await Promise.all([
    classResults(env, stored.id),
    roundLiveOf(env, stored, Date.now()),
  ]);
  return data(
    {
      found: true as const,
      meta: { ...meta, title: `${stored.name} · ${meta.title}`, noIndex: true },
      strings,
      name: stored.name,
      joinCode: stored.joinCode,
      joinAddress,
      shortAddress: classroomShortAddress(context.page.siteUrl),
      qrSvg: qrCodeSvg(joinAddress, t("classroom.teacher.qrLabel", { address: joinAddress })),
      closed: stored.closedAt !== null,
      locked: stored.lockedAt !== null,
      // The code alone, at the teacher's choice: the ranking is then not even sent.
      codeOnly,
      top: codeOnly ? [] : topPupils(summarizeClass(pupils, games, intlLocale[lang])),
      bpm: stored.bpm,
      roundLive,
      loadedAt: Date.now(),
    },
    { headers: privateHeaders },
  );
}

/** Any post to a projector link: it can do nothing but be read, so there is nothing here to post to. */
export function projectorAction({ request, context }: LoaderFunctionArgs) {
  return classNotFound(request, context.requestId);
}
