import { everyPage, expect, expectNoAxeViolations, test } from "./fixtures";

// axe-core on every page of the route table in every language, at desktop width and (@phone) at
// phone width, plus the not-found page; and no page wider than the screen.
for (const { path } of [
  ...everyPage,
  { path: "/es/no-existe" },
  { path: "/ca/no-existeix" },
  { path: "/sin-idioma" },
]) {
  test(`${path} has no axe violations @phone`, async ({ page, request }) => {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    // A repeated id breaks labels and form= associations (a form posted empty once because of one).
    const ids = await page.locator("[id]").evaluateAll((elements) => elements.map((element) => element.id));
    expect(ids.filter((id, index) => ids.indexOf(id) !== index)).toEqual([]);
    await expectNoAxeViolations(page);
    // Nothing is wider than the screen: a phone would scroll sideways and cut the text.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, "horizontal overflow in px").toBeLessThanOrEqual(0);
    // Every image reserves its space (width and height), so nothing shifts as it loads.
    const unsized = await page
      .locator("img")
      .evaluateAll((images) =>
        images
          .filter((image) => !image.getAttribute("width") || !image.getAttribute("height"))
          .map((image) => image.getAttribute("src")),
      );
    expect(unsized, "images without width and height").toEqual([]);
    // Every image exists (lazy ones included, which the browser may not have fetched yet).
    const sources = await page.locator("img").evaluateAll((images) => images.map((image) => image.getAttribute("src")));
    for (const src of new Set(sources)) {
      expect((await request.get(src ?? "")).status(), `${src}`).toBe(200);
    }
  });
}

test("the open menus have no axe violations", async ({ page }) => {
  await page.goto("/es");
  await page.getByRole("navigation", { name: "Principal" }).locator("summary").click();
  await expectNoAxeViolations(page);
});

test("the contact form with errors has no axe violations", async ({ page }) => {
  await page.goto("/en/contact");
  await page.getByRole("button", { name: "SEND MESSAGE" }).click();
  await expect(page.getByText("Name is required")).toBeVisible();
  await expectNoAxeViolations(page);
});
