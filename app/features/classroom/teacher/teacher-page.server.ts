import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { pageBasics } from "~/.server/page.server";
import { readSameSiteForm } from "~/.server/request-guards.server";
import { purgeBoardPages } from "~/features/compression-game/server/game-action.server";
import { href, langFromPath } from "~/lib/paths";
import { intlLocale, SITE_TIME_ZONE } from "~/lib/intl-locale";
import { JOIN_CODE_PARAM } from "~/lib/page-query";
import { classExpiry } from "../class-rules";
import { eraseClass, removePupil } from "~/.server/db/class-erasure.server";
import { letPupilBackIn, redrawCancelledCodes, removedPupils, undoRemoval } from "../server/class-pupils.server";
import { COMEBACK_MISSES_MAX } from "../pupil/comeback.server";
import { summarizeClass } from "../results/class-summary";
import { changeClass, classOfTeacher, ensureProjectorLink } from "../server/classroom.server";
import { classResults } from "../results/class-table.server";
import { projectorPath, teacherPath } from "../classroom-routes";
import { justCreatedCookie, justDeletedCookie, setNote, takeNote } from "../server/classroom-cookies.server";
import { projectorToken } from "../server/class-token.server";
import { classNotFound } from "../server/class-not-found.server";
import { linkFile } from "./link-file.server";
import { qrCodeSvg } from "./qr-code.server";
import { announceRound } from "../rounds/round-hub-address.server";
import { classRounds, endRound, roundLiveOf, startRound } from "../rounds/class-rounds.server";
import { roundChoice } from "../rounds/round-rules";
import {
  CONFIRM_DELETE,
  CONFIRM_PARAM,
  MEASURES_ALL,
  MEASURES_PARAM,
  PUPIL_PARAM,
  REOPEN_UNLOCK_FIELD,
  ROUND_KIND_FIELD,
  ROUND_LENGTH_FIELD,
  ROUND_METRONOME_FIELD,
  teacherIntent,
} from "./teacher-views";

// The teacher link's loader and action (docs/decisions/0014-classroom-sessions.md, 0015). Its
// steps: right after the class was opened, one that asks the teacher to keep the link (and nothing
// else, since this is when the screen may be projected); then the class's screen; and the second
// steps that say what deleting the class or removing a pupil loses. A wrong or missing token is the
// site's ordinary 404, and its path reaches the log as `[token]`.

export async function teacherLoader({ request, context, params }: LoaderFunctionArgs) {
  const { env } = context.cloudflare;
  const token = params.token ?? "";
  const stored = await classOfTeacher(env, token);
  if (!stored) return classNotFound(request, context.requestId);
  await ensureProjectorLink(env, stored, token);
  const { lang, meta, strings, t } = await pageBasics(request, context, "classroom");
  const { noted: justCreated, clear } = await takeNote(justCreatedCookie(lang), request, stored.joinCode);
  const base = context.page.siteUrl;
  const url = new URL(request.url);
  const [{ pupils, attempts }, lesson, roundLive, removed] = await Promise.all([
    classResults(env, stored.id),
    classRounds(env, stored.id),
    roundLiveOf(env, stored, Date.now()),
    removedPupils(env, stored.id),
  ]);
  const rows = summarizeClass(pupils, attempts, intlLocale[lang]);
  const headers = new Headers();
  if (clear) headers.append("Set-Cookie", clear);
  const teacherLink = `${base}${teacherPath(lang, token)}`;
  const joinAddress = `${base}${href("classroom", lang, { [JOIN_CODE_PARAM]: stored.joinCode })}`;
  const dates = new Intl.DateTimeFormat(intlLocale[lang], { dateStyle: "long", timeZone: SITE_TIME_ZONE });
  const pupilAsked = Number(url.searchParams.get(PUPIL_PARAM));
  const removing = rows.find((row) => row.id === pupilAsked) ?? null;
  const step = justCreated
    ? ("keep" as const)
    : url.searchParams.get(CONFIRM_PARAM) === CONFIRM_DELETE
      ? ("confirm-delete" as const)
      : removing
        ? ("confirm-remove" as const)
        : ("class" as const);
  return data(
    {
      found: true as const,
      step,
      // A class's own pages are private, whatever the classroom page is.
      meta: { ...meta, title: `${stored.name} · ${meta.title}`, noIndex: true },
      strings,
      name: stored.name,
      bpm: stored.bpm,
      joinCode: stored.joinCode,
      joinAddress,
      qrSvg: qrCodeSvg(joinAddress, t("classroom.teacher.qrLabel", { address: joinAddress })),
      closed: stored.closedAt !== null,
      locked: stored.lockedAt !== null,
      boardAllowed: stored.boardAllowed,
      nicknameMode: stored.nicknameMode,
      expires: dates.format(classExpiry(stored.createdAt)),
      teacherLink,
      linkFile: step === "keep" ? linkFile({ lang, className: stored.name, link: teacherLink, t }) : null,
      projectorLink: projectorPath(lang, await projectorToken(token)),
      rows,
      // What deleting the class loses: every attempt, free games and rounds' results.
      games: attempts.length,
      removing,
      removed,
      comebacksCancelled: stored.comebacksCancelledAt === null ? null : { misses: COMEBACK_MISSES_MAX },
      // The class's rounds and each pupil's result in them: the round panel, and the lesson's before and after.
      rounds: lesson.rounds,
      roundEntries: lesson.entries,
      roundLive,
      loadedAt: Date.now(),
      detailed: url.searchParams.get(MEASURES_PARAM) === MEASURES_ALL,
    },
    { headers },
  );
}

export async function teacherAction({ request, context, params }: ActionFunctionArgs) {
  const { env } = context.cloudflare;
  const formData = await readSameSiteForm(request);
  const stored = await classOfTeacher(env, params.token ?? "");
  if (!stored) return classNotFound(request, context.requestId);
  const { pathname } = new URL(request.url);
  const back = () => redirect(pathname, { status: 303 });
  const intent = teacherIntent(formData.get("intent"));
  const pupilId = Number(formData.get(PUPIL_PARAM));
  switch (intent) {
    case "reopen":
      await changeClass(env, stored.id, "reopen");
      // A class locked before it closed stays locked unless the teacher asks otherwise (the box is ticked by default).
      if (formData.get(REOPEN_UNLOCK_FIELD) === "on") await changeClass(env, stored.id, "unlock");
      return back();
    case "close":
    case "lock":
    case "unlock":
      await changeClass(env, stored.id, intent);
      return back();
    case "readmit":
      if (Number.isInteger(pupilId)) await letPupilBackIn(env, stored.id, pupilId, Date.now());
      return back();
    case "redraw-comebacks":
      await redrawCancelledCodes(env, stored.id, Date.now());
      return back();
    case "undo-removal":
      if (Number.isInteger(pupilId)) await undoRemoval(env, stored.id, pupilId);
      return back();
    case "remove": {
      if (!Number.isInteger(pupilId)) return back();
      const { boardRows } = await removePupil(env, stored.id, pupilId);
      if (boardRows > 0) await purgeBoardPages(request, context);
      return back();
    }
    case "start-round": {
      const choice = roundChoice(
        formData.get(ROUND_LENGTH_FIELD),
        formData.get(ROUND_KIND_FIELD),
        formData.get(ROUND_METRONOME_FIELD),
      );
      const started = await startRound(env, stored.id, choice, Date.now());
      if (started.kind === "started") await announceRound(env, stored.id, started.round, context.requestId);
      return back();
    }
    case "end-round":
      await announceRound(env, stored.id, await endRound(env, stored.id, Date.now()), context.requestId);
      return back();
    case "delete": {
      const { boardRows } = await eraseClass(env, stored.id);
      if (boardRows > 0) await purgeBoardPages(request, context);
      const lang = langFromPath(pathname);
      const headers = new Headers();
      headers.set("Set-Cookie", await setNote(justDeletedCookie(lang), "1", request));
      return redirect(href("classroom", lang), { status: 303, headers });
    }
    default:
      return back();
  }
}
