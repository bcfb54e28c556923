import { pages } from "../../app/i18n-routes";
import { everyPage, expect, test } from "./fixtures";
import { htmlErrors } from "./vnu";

// Every page's HTML, as the server sends it, through the Nu Html Checker (vnu.jar, Java 17): no
// errors. Besides each page of the route table in every language: every course step, each
// resources tab and the feedback form, a chosen video, a contact preset and the not-found page.

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

test("every page is valid HTML for the Nu Html Checker", async ({ request }) => {
  test.setTimeout(180_000);
  const paths = [...everyPage.map((entry) => entry.path), ...extraStates];
  const documents = await Promise.all(
    paths.map(async (path) => {
      const response = await request.get(path);
      expect([200, 404], path).toContain(response.status());
      return { path, html: await response.text() };
    }),
  );
  expect(htmlErrors(documents)).toEqual([]);
});
