import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { pages } from "~/i18n-routes";
import { caClassroom } from "~/locales/ca-classroom";
import { enClassroom } from "~/locales/en-classroom";
import { esClassroom } from "~/locales/es-classroom";
import { siteOrigin } from "../integration/helpers";
import { deviceCookie, html, joinAs, openClass, pupilCookie, rowsOf, teacherPost } from "./class-setup";
import { postForm, siteFetch } from "./front-door";
import { classGameRow } from "../integration/class-rows";
import { quietConsole } from "./quiet-console";

// A pupil who lost their place, and one the teacher removed, through the whole Worker
// (docs/decisions/0019-classroom-comebacks-and-budgets.md): a nickname is public, so only the
// teacher's one-time code gives a place back; a removal holds against the same device and the same
// nickname, cookie or not, until the teacher undoes it.

quietConsole();

describe("a pupil coming back", () => {
  it("comes back with the teacher's one-time code, keeping its games; the nickname alone claims nothing", async () => {
    const opened = await openClass({ lang: "en" });
    await (await joinAs("en", opened.code, "Iris")).arrayBuffer();
    const pupil = await env.DB.prepare("SELECT id FROM class_pupils WHERE class_id = ?")
      .bind(opened.id)
      .first<number>("id");
    await classGameRow(env.DB, { class_id: opened.id, pupil_id: pupil ?? 0, score: 77, grade: 77 }).run();
    // Another browser, the cookie lost: the nickname is taken…
    expect((await joinAs("en", opened.code, "Iris")).status).toBe(409);
    // …and stays taken once the teacher lets Iris back in: only the code brings her back.
    expect((await teacherPost(opened.path, { intent: "readmit", pupil: String(pupil) })).status).toBe(303);
    const screen = await (await siteFetch(opened.path)).text();
    expect(screen.replaceAll("<!-- -->", "")).toMatch(/Show the code to come back \(works once, until \d\d:\d\d\)/);
    const comeback = /(\d{3}) (\d{3})<\/p><\/details>/.exec(screen);
    expect(comeback).not.toBeNull();
    const typedCode = `${comeback?.[1]} ${comeback?.[2]}`;
    const impostor = await joinAs("en", opened.code, "iris");
    expect(impostor.status).toBe(409);
    expect(await impostor.text()).toContain(enClassroom.errors.nicknameTaken);
    const wrong = await joinAs("en", opened.code, "", { comeback: "000000" === typedCode ? "000001" : "000000" });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain(enClassroom.errors.comebackCodeWrong);
    const back = await joinAs("en", opened.code, "", { comeback: typedCode });
    expect(back.status).toBe(303);
    const page = await (await siteFetch(pages.classroom.en, { headers: { Cookie: pupilCookie(back) } })).text();
    expect(page).toContain("as Iris");
    expect(await rowsOf("class_pupils", opened.id)).toBe(1);
    expect(await rowsOf("class_games", opened.id, `pupil_id = ${pupil}`)).toBe(1);
    // Once only: the code no longer works, and the table no longer shows it.
    expect((await joinAs("en", opened.code, "", { comeback: typedCode })).status).toBe(400);
    expect(await (await siteFetch(opened.path)).text()).not.toContain(typedCode);
  });

  it("comes back only to its own class: another class's code is wrong there", async () => {
    const mine = await openClass({ lang: "es" });
    const theirs = await openClass({ lang: "es" });
    await (await joinAs("es", mine.code, "Nil")).arrayBuffer();
    const pupil = await env.DB.prepare("SELECT id FROM class_pupils WHERE class_id = ?")
      .bind(mine.id)
      .first<number>("id");
    await (await teacherPost(mine.path, { intent: "readmit", pupil: String(pupil) })).arrayBuffer();
    const code = await env.DB.prepare("SELECT rejoin_code FROM class_pupils WHERE id = ?")
      .bind(pupil)
      .first<string>("rejoin_code");
    expect(code).toMatch(/^\d{6}$/);
    const elsewhere = await joinAs("es", theirs.code, "", { comeback: code ?? "" });
    expect(elsewhere.status).toBe(400);
    expect(await elsewhere.text()).toContain(esClassroom.errors.comebackCodeWrong);
    expect(await rowsOf("class_pupils", theirs.id)).toBe(0);
  });

  it("removed by the teacher can neither join again nor save, cookie or not, until the teacher undoes it", async () => {
    const opened = await openClass({ lang: "ca" });
    const joined = await joinAs("ca", opened.code, "Nick");
    const device = deviceCookie(joined);
    const pupil = await env.DB.prepare("SELECT id FROM class_pupils WHERE class_id = ?")
      .bind(opened.id)
      .first<number>("id");
    const ask = await (await siteFetch(`${opened.path}?pupil=${pupil}`)).text();
    expect(ask).toContain(html(caClassroom.teacher.removeAsk.replace("{{nickname}}", "Nick")));
    expect((await teacherPost(opened.path, { intent: "remove", pupil: String(pupil) })).status).toBe(303);
    const removedAt = env.DB.prepare("SELECT removed_at FROM class_pupils WHERE id = ?").bind(pupil);
    expect(await removedAt.first("removed_at")).toEqual(expect.any(String));
    const answer = await siteFetch(opened.path);
    expect(answer.status).toBe(200);
    const screen = await answer.text();
    expect(screen).not.toContain(">Nick</th>");
    expect(screen).toContain(html(caClassroom.teacher.removedNote));
    const again = await joinAs("ca", opened.code, "Nick2", { cookie: `${pupilCookie(joined)}; ${device}` });
    expect(again.status).toBe(403);
    expect(await again.text()).toContain(html(caClassroom.errors.removed));
    const page = await (await siteFetch(pages.classroom.ca, { headers: { Cookie: pupilCookie(joined) } })).text();
    expect(page).toContain(html(caClassroom.removed.replace("{{name}}", "4t ESO B")));
    // The pupil leaves (the place's cookie goes), then tries again from the same device, as Nick or anyone else.
    const left = await postForm(
      pages.classroom.ca,
      { intent: "leave", form_stamp: null },
      { Origin: siteOrigin, Cookie: `${pupilCookie(joined)}; ${device}` },
    );
    expect(left.status).toBe(303);
    for (const nickname of ["Nick", "Nick3"]) {
      const back = await joinAs("ca", opened.code, nickname, { cookie: device });
      expect(back.status, nickname).toBe(403);
      expect(await back.text()).toContain(html(caClassroom.errors.removed));
    }
    // From another device, the nickname stays taken.
    const elsewhere = await joinAs("ca", opened.code, "Nick");
    expect(elsewhere.status).toBe(409);
    expect(await rowsOf("class_pupils", opened.id)).toBe(1);
    expect(await rowsOf("class_pupils", opened.id, "removed_at IS NULL")).toBe(0);
    // The teacher undoes the removal: the device is back in its place.
    expect((await teacherPost(opened.path, { intent: "undo-removal", pupil: String(pupil) })).status).toBe(303);
    expect(await (await siteFetch(opened.path)).text()).toContain(">Nick</th>");
    const restored = await (await siteFetch(pages.classroom.ca, { headers: { Cookie: pupilCookie(joined) } })).text();
    expect(restored).toContain("Nick");
    expect(restored).not.toContain(html(caClassroom.removed.replace("{{name}}", "4t ESO B")));
  });
});
