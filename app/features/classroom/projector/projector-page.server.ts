import { data, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { pageBasics } from "~/.server/page.server";
import { href } from "~/lib/paths";
import { JOIN_CODE_PARAM } from "~/lib/page-query";
import { classroomShortAddress } from "~/lib/short-addresses";
import { classNotFound } from "../server/class-not-found.server";
import { classOfProjector } from "../server/classroom.server";
import { roundLiveOf } from "../rounds/class-rounds.server";
import { qrCodeSvg } from "../teacher/qr-code.server";
import { projectedRound, projectorShow } from "./projector-show";

// The projector link's loader (docs/decisions/0015-classroom-in-a-real-lesson.md): what the class
// sees, read only. It knows the class by the projector token alone and returns nothing that could
// control it: no teacher link, no pupil's id, and no name but the top few of a round when the
// teacher chose them (projector-show.ts).

export async function projectorLoader({ request, context, params }: LoaderFunctionArgs) {
  const { env } = context.cloudflare;
  const stored = await classOfProjector(env, params.token ?? "");
  if (!stored) return classNotFound(request, context.requestId);
  const { lang, meta, strings, t } = await pageBasics(request, context, "classroom");
  const show = projectorShow(new URL(request.url));
  const joinAddress = `${context.page.siteUrl}${href("classroom", lang, { [JOIN_CODE_PARAM]: stored.joinCode })}`;
  const roundLive = projectedRound(await roundLiveOf(env, stored, Date.now()), show);
  return data({
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
    show,
    bpm: stored.bpm,
    roundLive,
  });
}

/** Any post to a projector link: it can do nothing but be read, so there is nothing here to post to. */
export function projectorAction({ request, context }: LoaderFunctionArgs) {
  return classNotFound(request, context.requestId);
}
