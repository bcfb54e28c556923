import { describe, expect, it } from "vitest";
import type { Lang } from "~/i18n-routes";
import { caClassroom } from "~/locales/ca-classroom";
import { enClassroom } from "~/locales/en-classroom";
import { esClassroom } from "~/locales/es-classroom";
import { html, openClass, teacherPost, type OpenedClass } from "./class-setup";
import { roundsOf, setTimes } from "./class-round-posts";
import { siteFetch } from "./front-door";
import { quietConsole } from "./quiet-console";

// The teacher's round form follows the lesson, through the whole Worker and without a script: the
// class's first round is proposed as a test (the "before"), the next ones as practice, and the
// test is offered as the test again once there has been practice since the latest test; the
// length and the pupils' metronomes stay as the teacher last chose them. All of it read from the
// class's rounds on the server, as the page is rendered.

quietConsole();

const strings = { es: esClassroom, en: enClassroom, ca: caClassroom } satisfies Record<Lang, unknown>;

/** The start form of the teacher's screen: what it checks, and its words. */
async function startForm(opened: OpenedClass) {
  const page = await (await siteFetch(opened.path)).text();
  const button = page.indexOf('value="start-round"');
  expect(button).toBeGreaterThan(0);
  const form = page.slice(page.lastIndexOf("<form", button), page.indexOf("</form>", button));
  const checked = (name: string) =>
    [...form.matchAll(new RegExp(`<input[^>]*name="${name}"[^>]*>`, "g"))]
      .filter(([input]) => input.includes('checked=""'))
      .map(([input]) => /value="([^"]*)"/.exec(input)?.[1] ?? "on");
  return { kind: checked("round_kind"), length: checked("round_length"), metronome: checked("round_metronome"), form };
}

/** The teacher starts a round with the form's fields, and it runs to its end. */
async function playedRound(opened: OpenedClass, fields: Record<string, string>) {
  expect((await teacherPost(opened.path, { intent: "start-round", ...fields })).status).toBe(303);
  const round = (await roundsOf(opened.id)).at(-1)!;
  const now = Date.now();
  await setTimes(round.id, now - 10_000 - round.length_ms, now - 10_000);
}

describe("the teacher's round form", () => {
  it.each(["es", "en", "ca"] as const)(
    "proposes in %s a test first, practice next, the test again after practice, and keeps the length",
    async (lang) => {
      const round = strings[lang].round;
      const opened = await openClass({ lang });
      const testAgain = html(round.testAgainHint.replace("{{length}}", round.length60));

      // The class's first round: a test of 2 minutes, said to be the "before".
      const first = await startForm(opened);
      expect(first).toMatchObject({ kind: ["test"], length: ["120"], metronome: [] });
      expect(first.form).toContain(html(round.firstTestHint));
      expect(first.form).not.toContain(html(round.testAgain));

      // After the first test of 1 minute: practice, of the length chosen, no test again yet.
      await playedRound(opened, { round_kind: "test", round_length: "60" });
      const second = await startForm(opened);
      expect(second).toMatchObject({ kind: ["practice"], length: ["60"], metronome: [] });
      expect(second.form).not.toContain(html(round.firstTestHint));
      expect(second.form).not.toContain(testAgain);

      // After practice of 30 seconds with metronomes: still practice as chosen, and the test again offered.
      await playedRound(opened, { round_kind: "practice", round_length: "30", round_metronome: "on" });
      const third = await startForm(opened);
      expect(third).toMatchObject({ kind: ["practice"], length: ["30"], metronome: ["on"] });
      expect(third.form).toContain(`>${html(round.testAgain)}</strong>`);
      expect(third.form).toContain(testAgain);

      // After the test again: practice, the metronomes of the last practice round kept.
      await playedRound(opened, { round_kind: "test", round_length: "60" });
      const fourth = await startForm(opened);
      expect(fourth).toMatchObject({ kind: ["practice"], length: ["60"], metronome: ["on"] });
      expect(fourth.form).not.toContain(testAgain);
    },
  );

  it("proposes the test again when the teacher ended the first before its start", async () => {
    const opened = await openClass({ lang: "ca" });
    expect(
      (await teacherPost(opened.path, { intent: "start-round", round_kind: "test", round_length: "30" })).status,
    ).toBe(303);
    expect((await teacherPost(opened.path, { intent: "end-round" })).status).toBe(303);
    expect(await startForm(opened)).toMatchObject({ kind: ["test"], length: ["30"] });
  });
});
