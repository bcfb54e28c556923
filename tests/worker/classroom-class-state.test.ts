import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { REOPEN_UNLOCK_FIELD } from "~/features/classroom/teacher/teacher-views";
import { pages } from "~/i18n-routes";
import { enClassroom } from "~/locales/en-classroom";
import { classPost, joinClass, openClass, saveGame } from "./class-game-posts";
import { html, joinAs, teacherPost, type OpenedClass } from "./class-setup";
import { siteFetch } from "./front-door";
import { quietConsole } from "./quiet-console";

// The teacher's lock, unlock, close and reopen through the whole Worker
// (docs/decisions/0014-classroom-sessions.md, 0015): each answer is the screen's redirect, each
// change is in the class's row, and each is what pupils then meet. A lock stops newcomers only:
// the pupils already in the class keep playing and saving. A close stops joins and saves; a
// reopen brings both back, and leaves a lock from before the close alone unless the teacher asks.

quietConsole();

/** A time as the class's row stores it (strftime's ISO form, to the millisecond). */
const storedTime = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

/** The class's state as its row holds it. */
async function stateOf(opened: OpenedClass) {
  return env.DB.prepare("SELECT locked_at, closed_at FROM classes WHERE id = ?")
    .bind(opened.id)
    .first<{ locked_at: string | null; closed_at: string | null }>();
}

/** A teacher's change of state: answered with the screen's redirect, back to the teacher link. */
async function change(opened: OpenedClass, fields: Record<string, string>) {
  const answer = await teacherPost(opened.path, fields);
  expect(answer.status, fields.intent).toBe(303);
  expect(answer.headers.get("Location"), fields.intent).toBe(opened.path);
  expect(answer.headers.get("Cache-Control"), fields.intent).toBe("no-store");
  await answer.arrayBuffer();
}

/** The teacher screen's state button: the one change the screen offers next. */
async function offeredChange(opened: OpenedClass): Promise<string[]> {
  const page = await (await siteFetch(opened.path)).text();
  return ["lock", "unlock", "close", "reopen"].filter((intent) => page.includes(`value="${intent}"`));
}

/** The class's games of one pupil (by nickname), as stored. */
async function gamesOf(opened: OpenedClass, nickname: string) {
  const rows = await env.DB.prepare(
    `SELECT g.compressions FROM class_games g JOIN class_pupils p ON p.id = g.pupil_id
     WHERE g.class_id = ? AND p.nickname = ?`,
  )
    .bind(opened.id, nickname)
    .all<{ compressions: number }>();
  return rows.results;
}

/** Whether a pupil of that nickname is in the class's rows. */
async function hasPupil(opened: OpenedClass, nickname: string): Promise<boolean> {
  const row = await env.DB.prepare("SELECT id FROM class_pupils WHERE class_id = ? AND nickname = ?")
    .bind(opened.id, nickname)
    .first();
  return row !== null;
}

/** A newcomer's join, refused: its status, and the message of the form's answer. */
async function expectJoinRefused(opened: OpenedClass, nickname: string, status: number, message: string) {
  const refused = await joinAs("en", opened.code, nickname);
  expect(refused.status, nickname).toBe(status);
  expect(await refused.text()).toContain(html(message));
  expect(await hasPupil(opened, nickname)).toBe(false);
}

describe("a locked class", () => {
  it("keeps those in it playing: a pupil who joined before the lock starts and saves a game, a newcomer is refused", async () => {
    const opened = await openClass("en");
    const abril = await joinClass("en", opened.code, "Abril");
    await change(opened, { intent: "lock" });
    const locked = await stateOf(opened);
    expect(locked?.locked_at).toMatch(storedTime);
    expect(locked?.closed_at).toBeNull();

    // The pupil's page still carries the game.
    const page = await (await siteFetch(pages.classroom.en, { headers: { Cookie: abril } })).text();
    expect(page).toMatch(/<script type="module" src="\/assets\/class-lesson\.island-/);
    const start = await classPost("en", abril, { intent: "start" });
    expect(start.status).toBe(200);
    expect(await start.json()).toEqual({ intent: "start", gameToken: expect.stringMatching(/\./) });
    const saved = await saveGame("en", abril);
    expect(saved.status).toBe(200);
    expect(await saved.json()).toEqual({ intent: "save", saved: true });
    expect(await gamesOf(opened, "Abril")).toEqual([{ compressions: 41 }]);

    await expectJoinRefused(opened, "Late", 409, enClassroom.errors.classLocked);
    // A second lock keeps the time of the first.
    await change(opened, { intent: "lock" });
    expect(await stateOf(opened)).toEqual(locked);
  });
});

describe("the teacher's changes of a class's state", () => {
  it("unlock lets newcomers in again, and changes nothing else", async () => {
    const opened = await openClass("en");
    await change(opened, { intent: "lock" });
    expect(await offeredChange(opened)).toEqual(["unlock", "close"]);
    await change(opened, { intent: "unlock" });
    expect(await stateOf(opened)).toEqual({ locked_at: null, closed_at: null });
    expect(await offeredChange(opened)).toEqual(["lock", "close"]);
    const late = await joinAs("en", opened.code, "Late");
    expect(late.status).toBe(303);
    expect(late.headers.get("Location")).toBe(pages.classroom.en);
    expect(await hasPupil(opened, "Late")).toBe(true);
  });

  it("close refuses newcomers and the games of those in it; reopen lets both in again", async () => {
    const opened = await openClass("en");
    const bruna = await joinClass("en", opened.code, "Bruna");
    await change(opened, { intent: "close" });
    const closed = await stateOf(opened);
    expect(closed?.closed_at).toMatch(storedTime);
    expect(closed?.locked_at).toBeNull();
    expect(await offeredChange(opened)).toEqual(["reopen"]);
    await expectJoinRefused(opened, "Later", 400, enClassroom.notOpen);
    for (const answer of [await classPost("en", bruna, { intent: "start" }), await saveGame("en", bruna)]) {
      expect(answer.status).toBe(409);
      expect(await answer.text()).toContain("classroom.game.closed");
    }
    expect(await gamesOf(opened, "Bruna")).toEqual([]);
    const pupilPage = await (await siteFetch(pages.classroom.en, { headers: { Cookie: bruna } })).text();
    expect(pupilPage).not.toContain("class-lesson.island-");

    await change(opened, { intent: "reopen" });
    expect(await stateOf(opened)).toEqual({ locked_at: null, closed_at: null });
    expect(await offeredChange(opened)).toEqual(["lock", "close"]);
    expect((await joinAs("en", opened.code, "Later")).status).toBe(303);
    expect(await hasPupil(opened, "Later")).toBe(true);
    const saved = await saveGame("en", bruna);
    expect(saved.status).toBe(200);
    expect(await gamesOf(opened, "Bruna")).toEqual([{ compressions: 41 }]);
  });

  it("reopen keeps a lock from before the close, unless the teacher ticks the box to lift it", async () => {
    const opened = await openClass("en");
    await change(opened, { intent: "lock" });
    const { locked_at: lockedAt } = (await stateOf(opened)) ?? {};
    await change(opened, { intent: "close" });
    await change(opened, { intent: "reopen" });
    expect(await stateOf(opened)).toEqual({ locked_at: lockedAt, closed_at: null });
    await expectJoinRefused(opened, "Later", 409, enClassroom.errors.classLocked);

    await change(opened, { intent: "close" });
    await change(opened, { intent: "reopen", [REOPEN_UNLOCK_FIELD]: "on" });
    expect(await stateOf(opened)).toEqual({ locked_at: null, closed_at: null });
    expect((await joinAs("en", opened.code, "Later")).status).toBe(303);
    expect(await hasPupil(opened, "Later")).toBe(true);
  });
});
