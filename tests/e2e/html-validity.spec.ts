import type { APIRequestContext } from "@playwright/test";
import { projectorPath } from "../../app/features/classroom/classroom-routes";
import { pages } from "../../app/i18n-routes";
import { everyPage, expect, test } from "./fixtures";
import { newSchool } from "./classroom-flow";
import { htmlErrors } from "./vnu";

// Every page's HTML, as the server sends it, through the Nu Html Checker (vnu.jar, Java 17): no
// errors. Besides each page of the route table in every language: every course step, each
// resources tab and the feedback form, a chosen video, a contact preset, the not-found page, and a
// class's teacher screen (as first shown, with the teacher link, and again) and projector view.

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

/** Opens a class as a browser does: the teacher link's path, and its first view (the request follows the redirect). */
async function openClass(request: APIRequestContext, origin: string) {
  const form = await (await request.get(pages.classroom.ca)).text();
  const stamp = /data-form-stamp="([^"]*)"/.exec(form)?.[1] ?? "";
  const created = await request.post(pages.classroom.ca, {
    form: { intent: "create", class_name: "4t ESO B", bpm: "110", form_stamp: stamp },
    // An address of its own: classes opened are limited per address.
    headers: { Origin: origin, ...newSchool() },
  });
  expect(created.status(), "a class opened").toBe(200);
  expect(await created.text(), "the teacher link, shown once").toContain('data-island="copy-link"');
  return { path: new URL(created.url()).pathname, firstView: await created.text() };
}

test("every page is valid HTML for the Nu Html Checker", async ({ request, baseURL }) => {
  test.setTimeout(180_000);
  const teacher = await openClass(request, new URL(baseURL ?? "").origin);
  const paths = [...everyPage.map((entry) => entry.path), ...extraStates, teacher.path, projectorPath(teacher.path)];
  const documents = await Promise.all(
    paths.map(async (path) => {
      const response = await request.get(path);
      expect([200, 404], path).toContain(response.status());
      return { path, html: await response.text() };
    }),
  );
  documents.push({ path: `${teacher.path} (first view)`, html: teacher.firstView });
  expect(htmlErrors(documents)).toEqual([]);
});
