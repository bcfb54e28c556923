import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { COMEBACK_MISSES_MAX } from "~/features/classroom/pupil/comeback.server";
import { enClassroom } from "~/locales/en-classroom";
import { joinAs, openClass, teacherPost, type OpenedClass } from "./class-setup";
import { siteFetch } from "./front-door";
import { quietConsole } from "./quiet-console";

// Codes to come back cannot be tried through (docs/decisions/0022-classroom-third-safety-pass.md):
// a script that drops its cookies and spreads its guesses over a /48 is counted by the class it
// guesses in, whatever its device and address, and the class's codes are cancelled before it can
// find one; the teacher's screen says what happened and draws new codes.

quietConsole();

/** An address in one /48, in a /64 of its own each time, as a script on one line can spread itself. */
function addressInOne48(): string {
  const [a = 0, b = 0, c = 0] = crypto.getRandomValues(new Uint16Array(3));
  return `2001:db8:77::${a.toString(16)}:${b.toString(16)}:${c.toString(16)}:1`.replace("::", `:${a.toString(16)}::`);
}

/** A class with one pupil the teacher let back in: the class and the pupil's code. */
async function classWithACode(): Promise<{ opened: OpenedClass; pupil: number; code: string }> {
  const opened = await openClass({ lang: "en" });
  await (await joinAs("en", opened.code, "Iris")).arrayBuffer();
  const pupil = (await env.DB.prepare("SELECT id FROM class_pupils WHERE class_id = ?")
    .bind(opened.id)
    .first<number>("id"))!;
  await (await teacherPost(opened.path, { intent: "readmit", pupil: String(pupil) })).arrayBuffer();
  const code = (await env.DB.prepare("SELECT rejoin_code FROM class_pupils WHERE id = ?")
    .bind(pupil)
    .first<string>("rejoin_code"))!;
  return { opened, pupil, code };
}

/** `count` wrong codes to come back, none of them `right`, each from a fresh browser and address. */
async function guessWrong(opened: OpenedClass, right: string, count: number): Promise<number[]> {
  const statuses: number[] = [];
  for (let guess = 0; statuses.length < count; guess += 1) {
    const code = String(guess * 7_919).padStart(6, "0");
    if (code === right) continue;
    const answer = await joinAs("en", opened.code, "", { comeback: code, ip: addressInOne48() });
    await answer.arrayBuffer();
    statuses.push(answer.status);
  }
  return statuses;
}

/** The notice's section, as rendered (its words are also in the page's data for the live table's script). */
const NOTICE = 'aria-labelledby="comebacks-cancelled"';

const teacherScreen = async (path: string) => (await (await siteFetch(path)).text()).replaceAll("<!-- -->", "");

describe("codes to come back, guessed by a script", () => {
  it("are cancelled after the class's misses, so that the right code then opens nothing, and the teacher is told", async () => {
    const { opened, pupil, code } = await classWithACode();
    const before = await env.DB.prepare("SELECT pupil_token_hash FROM class_pupils WHERE id = ?")
      .bind(pupil)
      .first<string>("pupil_token_hash");
    // Each guess alone is a typo: the device's and the address's counts never stop a fresh one.
    expect(await guessWrong(opened, code, 3 * COMEBACK_MISSES_MAX)).toEqual(
      Array.from({ length: 3 * COMEBACK_MISSES_MAX }, () => 400),
    );
    // The class counted every one: the code was cancelled, and the right one opens nothing now.
    const late = await joinAs("en", opened.code, "", { comeback: code, ip: addressInOne48() });
    expect(late.status).toBe(400);
    expect(await late.text()).toContain(enClassroom.errors.comebackCodeWrong);
    const row = await env.DB.prepare("SELECT pupil_token_hash, rejoin_code FROM class_pupils WHERE id = ?")
      .bind(pupil)
      .first<{ pupil_token_hash: string; rejoin_code: string | null }>();
    expect(row).toEqual({ pupil_token_hash: before, rejoin_code: null });
    // A flood writes no more than the class's limit.
    const misses = await env.DB.prepare("SELECT count(*) AS n FROM class_comeback_misses WHERE class_id = ?")
      .bind(opened.id)
      .first<number>("n");
    expect(misses).toBe(COMEBACK_MISSES_MAX);

    const screen = await teacherScreen(opened.path);
    expect(screen).toContain(NOTICE);
    expect(screen).toContain(enClassroom.teacher.comebacksCancelledHeading);
    expect(screen).toContain(
      enClassroom.teacher.comebacksCancelledNote.replace("{{misses}}", String(COMEBACK_MISSES_MAX)),
    );
    expect(screen).not.toContain(`${code.slice(0, 3)} ${code.slice(3)}`);

    // The teacher draws new codes: the pupil who was waiting has one that works, and the notice goes.
    expect((await teacherPost(opened.path, { intent: "redraw-comebacks" })).status).toBe(303);
    const fresh = await env.DB.prepare("SELECT rejoin_code FROM class_pupils WHERE id = ?")
      .bind(pupil)
      .first<string>("rejoin_code");
    expect(fresh).toMatch(/^\d{6}$/);
    expect(await teacherScreen(opened.path)).not.toContain(NOTICE);
    expect((await joinAs("en", opened.code, "", { comeback: fresh ?? "" })).status).toBe(303);
  });

  it("keep working through a lesson's typos: one miss short of the limit, the right code still brings the pupil back", async () => {
    const { opened, code } = await classWithACode();
    await guessWrong(opened, code, COMEBACK_MISSES_MAX - 1);
    expect((await joinAs("en", opened.code, "", { comeback: code })).status).toBe(303);
    expect(await teacherScreen(opened.path)).not.toContain(NOTICE);
  });

  it("count in the class guessed in only: another class's codes stand", async () => {
    const guessed = await classWithACode();
    const other = await classWithACode();
    await guessWrong(guessed.opened, guessed.code, COMEBACK_MISSES_MAX);
    expect((await joinAs("en", other.opened.code, "", { comeback: other.code })).status).toBe(303);
  });
});
