import type { APIRequestContext } from "@playwright/test";
import { pages } from "../../app/i18n-routes";
import { everyPage, expect, test } from "./fixtures";
import { newSchool } from "./classroom-flow";
import { htmlErrors } from "./vnu";

// Every page's HTML, as the server sends it, through the Nu Html Checker (vnu.jar, Java 17): no
// errors. Besides each page of the route table in every language: every course step, each
// resources tab and the feedback form, a chosen video, a contact preset, the not-found page, and a
// class's teacher link (its first view, which asks to keep the link; the class's screen; the step
// that asks before deleting) and its projector link.

const extraStates = [
  ...[1, 2, 3, 4, 5].map((step) => `${pages.course.es}?step=${step}`),
  `${pages.course.en}?step=5&feedback=improve`,
  `${pages.resources.es}?tab=devices&video=3`,
  `${pages.resources.en}?tab=manuals`,
  `${pages.home.es}?video=2`,
  `${pages.contact.en}?topic=first-aiducation`,
  `${pages.course.ca}?step=4`,
  `${pages.resources.ca}?tab=manuals`,
  "/es/no-existe",
  "/sense-idioma",
];

/**
 * Opens a class as a browser does: the teacher link's path and its first view (the request follows
 * the redirect), the step that asks to keep the link; then its class screen, which links to the
 * projector link's page.
 */
async function openClass(request: APIRequestContext, origin: string) {
  const form = await (await request.get(pages.classroom.ca)).text();
  const stamp = /data-form-stamp="([^"]*)"/.exec(form)?.[1] ?? "";
  const created = await request.post(pages.classroom.ca, {
    form: { intent: "create", class_name: "4t ESO B", bpm: "110", nickname_mode: "typed", form_stamp: stamp },
    // An address of its own: classes opened are limited per address.
    headers: { Origin: origin, ...newSchool() },
  });
  expect(created.status(), "a class opened").toBe(200);
  const firstView = await created.text();
  expect(firstView, "the keep step, with the link's copy button").toContain('data-island="copy-link"');
  const path = new URL(created.url()).pathname;
  const screen = await (await request.get(path)).text();
  const projector = /href="([^"]*\/p\/[\w-]{43})"/.exec(screen)?.[1];
  expect(projector, "the class screen's link to the projector").toBeTruthy();
  return { path, firstView, projector: projector ?? "" };
}

test("every page is valid HTML for the Nu Html Checker", async ({ request, playwright, baseURL }) => {
  test.setTimeout(180_000);
  // The teacher's own browser: the classes it opens are listed on its classroom page, which the
  // other requests must see as any visitor does.
  const teacherBrowser = await playwright.request.newContext({ baseURL });
  const teacher = await openClass(teacherBrowser, new URL(baseURL ?? "").origin);
  await teacherBrowser.dispose();
  const classPaths = [teacher.path, `${teacher.path}?confirm=delete`, teacher.projector];
  const documents = await Promise.all(
    [...everyPage.map((entry) => entry.path), ...extraStates, ...classPaths].map(async (path) => {
      const response = await request.get(path);
      expect(classPaths.includes(path) ? [200] : [200, 404], path).toContain(response.status());
      return { path, html: await response.text() };
    }),
  );
  documents.push({ path: `${teacher.path} (first view)`, html: teacher.firstView });
  expect(htmlErrors(documents)).toEqual([]);
});
