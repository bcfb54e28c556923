import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/cloudflare";
import { translatorFor } from "~/.server/i18n.server";
import { logEvent } from "~/.server/log.server";
import { pageBasics } from "~/.server/page.server";
import { readSameSiteForm } from "~/.server/request-guards.server";
import { siteUrl } from "~/.server/site-url.server";
import { href, langFromPath } from "~/lib/paths";
import { intlLocale, SITE_TIME_ZONE } from "~/lib/intl-locale";
import { JOIN_CODE_PARAM } from "~/lib/page-query";
import { classExpiry } from "./class-rules";
import { summarizeClass } from "./class-summary";
import { classOfTeacher, classResults, closeClass, deleteClass } from "./classroom.server";
import { PROJECTOR_VIEW, teacherPath, VIEW_PARAM } from "./classroom-routes";
import { justCreatedCookie, justDeletedCookie, takeNote } from "./classroom-cookies.server";
import { privateHeaders } from "./private-headers";
import { qrCodeSvg } from "./qr-code.server";

// The teacher link's loader and action. A wrong or missing token is the site's ordinary 404 (the
// same page and status as any unknown address), and its path reaches the log as `[token]`.

/** The not-found answer of a teacher link that opens no class. */
async function notFound(request: Request, requestId: string) {
  const { pathname } = new URL(request.url);
  logEvent("warn", { requestId, event: "page not found", path: pathname });
  const t = await translatorFor(langFromPath(pathname));
  return data({ found: false as const, title: t("notFound.title") }, { status: 404, headers: privateHeaders });
}

export async function teacherLoader({ request, context, params }: LoaderFunctionArgs) {
  const { env } = context.cloudflare;
  const stored = await classOfTeacher(env, params.token ?? "");
  if (!stored) return notFound(request, context.requestId);
  const { lang, meta, strings, t } = await pageBasics(request, context, "classroom");
  // The projector view (`?view=projector`) is projected for the class: it never shows the teacher
  // link, so it leaves the note that the link was just created for the teacher's own screen.
  const projector = new URL(request.url).searchParams.get(VIEW_PARAM) === PROJECTOR_VIEW;
  const { noted: justCreated, clear } = projector
    ? { noted: false, clear: null }
    : await takeNote(justCreatedCookie(lang), request, stored.joinCode);
  const base = siteUrl(env);
  const { pupils, games } = await classResults(env, stored.id);
  const loadedAt = Date.now();
  const headers = new Headers(privateHeaders);
  if (clear) headers.append("Set-Cookie", clear);
  const joinAddress = `${base}${href("classroom", lang, { [JOIN_CODE_PARAM]: stored.joinCode })}`;
  const expires = new Intl.DateTimeFormat(intlLocale[lang], { dateStyle: "long", timeZone: SITE_TIME_ZONE });
  return data(
    {
      found: true as const,
      view: projector ? ("projector" as const) : ("teacher" as const),
      meta: { ...meta, title: `${stored.name} · ${meta.title}` },
      strings,
      name: stored.name,
      bpm: stored.bpm,
      joinCode: stored.joinCode,
      joinAddress,
      qrSvg: qrCodeSvg(joinAddress, t("classroom.teacher.qrLabel", { address: joinAddress })),
      closed: stored.closedAt !== null,
      expires: expires.format(classExpiry(stored.createdAt)),
      teacherLink: justCreated ? `${base}${teacherPath(lang, params.token ?? "")}` : null,
      rows: summarizeClass(pupils, games, intlLocale[lang]),
      loadedAt,
    },
    { headers },
  );
}

export async function teacherAction({ request, context, params }: ActionFunctionArgs) {
  const { env } = context.cloudflare;
  const formData = await readSameSiteForm(request);
  const stored = await classOfTeacher(env, params.token ?? "");
  if (!stored) return notFound(request, context.requestId);
  const { pathname } = new URL(request.url);
  const intent = formData.get("intent");
  if (intent === "close") {
    await closeClass(env, stored.id);
    return redirect(pathname, { status: 303, headers: privateHeaders });
  }
  if (intent === "delete") {
    await deleteClass(env, stored.id);
    const lang = langFromPath(pathname);
    const headers = new Headers(privateHeaders);
    headers.set("Set-Cookie", await justDeletedCookie(lang).serialize("1"));
    return redirect(href("classroom", lang), { status: 303, headers });
  }
  return redirect(pathname, { status: 303, headers: privateHeaders });
}
