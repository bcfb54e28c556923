import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { pages } from "~/i18n-routes";
import { caClassroom } from "~/locales/ca-classroom";
import { enClassroom } from "~/locales/en-classroom";
import { esClassroom } from "~/locales/es-classroom";
import { siteOrigin } from "../integration/helpers";
import { html, joinAs, openClass, rowsOf } from "./class-setup";
import { postForm } from "./front-door";
import { quietConsole } from "./quiet-console";

// The names a class shows to all its pupils and on the projector, through the whole Worker: a
// nickname is unique by how it looks (nickname-key.server.ts), and a class's name and a nickname
// pass the word filter and have the shape of a name others see (app/lib/name-shape.ts).

quietConsole();

describe("a nickname", () => {
  it("cannot join beside one it looks like: in letters of other scripts, fullwidth, with what draws next to nothing", async () => {
    const { code, id } = await openClass({ lang: "es", mode: "typed" });
    expect((await joinAs("es", code, "Alumno3")).status).toBe(303);
    const lookAlikes = [
      "Alumn\u043E3", // Cyrillic о
      "\u0391\u0399umno3", // Greek Alpha and Iota
      "\uFF21\uFF4C\uFF55\uFF4D\uFF4E\uFF4F\uFF13", // fullwidth
      "Alumno3\uFFF9", // an interlinear annotation anchor, which draws nothing
      "Alumno3\u0323", // a dot below the 3
      "Alumno3.",
    ];
    for (const lookAlike of lookAlikes) {
      const response = await joinAs("es", code, lookAlike);
      expect(response.status, lookAlike).toBe(409);
      expect(await response.text()).toContain(esClassroom.errors.nicknameTaken);
    }
    expect(await rowsOf("class_pupils", id)).toBe(1);
  });

  it("is refused in its disguises and when it has no letter, a tower of marks or a very wide sign", async () => {
    const { code, id } = await openClass({ lang: "en", mode: "typed" });
    for (const blocked of [
      "marikon",
      "m4r1k0n",
      "sudaka",
      "p*ta",
      "moro asqueroso",
      "fdp",
      "Marc 🖕🏽",
      "mari con",
      "moros fuera",
    ]) {
      const response = await joinAs("en", code, blocked);
      expect(response.status, blocked).toBe(400);
      expect(await response.text()).toContain(html(enClassroom.errors.nicknameBlocked));
    }
    for (const shapeless of ["🖕🖕", "Z" + "\u0301".repeat(19), "Pau \u{1242B}"]) {
      const response = await joinAs("en", code, shapeless);
      expect(response.status, shapeless).toBe(400);
      expect(await response.text()).toContain(html(enClassroom.errors.nicknameInvalid));
    }
    expect(await rowsOf("class_pupils", id)).toBe(0);
  });
});

describe("a class's name", () => {
  const storedNamed = async (name: string) =>
    (await env.DB.prepare("SELECT count(*) AS n FROM classes WHERE name = ?").bind(name).first<number>("n")) ?? 0;

  const create = (class_name: string) =>
    postForm(
      pages.classroom.ca,
      { intent: "create", class_name, bpm: "110" },
      { Origin: siteOrigin, "CF-Connecting-IP": crypto.randomUUID() },
    );

  it.each(["Puta", "Hijo de puta", "h1jodeput4", "4t ESO 🖕"])(
    "%j is refused with the form's message, and no class is stored",
    async (name) => {
      const response = await create(name);
      expect(response.status).toBe(400);
      expect(await response.text()).toContain(html(caClassroom.errors.nameBlocked));
      expect(await storedNamed(name)).toBe(0);
    },
  );

  it("of only symbols is refused as no name, and no class is stored", async () => {
    const response = await create("🖕🖕");
    expect(response.status).toBe(400);
    expect(await response.text()).toContain(html(caClassroom.errors.nameInvalid));
    expect(await storedNamed("🖕🖕")).toBe(0);
  });

  it("of the lesson is taken", async () => {
    const response = await create("4t ESO B – Ciències");
    expect(response.status).toBe(303);
    await response.arrayBuffer();
    expect(await storedNamed("4t ESO B – Ciències")).toBe(1);
  });
});
