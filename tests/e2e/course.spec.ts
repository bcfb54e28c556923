import type { Locator, Page } from "@playwright/test";
import { learningContent } from "../../content/learning";
import { manualListings } from "../../content/manuals";
import { ercGuidelinesUrl } from "../../content/external-urls";
import { languages, pages } from "../../app/i18n-routes";
import { messages } from "../../app/locales/messages";
import { marked, rowsWith } from "./database";
import { expect, expectNoAxeViolations, isTurnOf, test, waitForHydration } from "./fixtures";

// The six-step NeoSalus course, in every language: a run with the mouse, one with the keyboard
// only and one without JavaScript, plus the bounds of the step navigation and the slide control.

/** What the tests type in the comment box, in each language. */
const comments = {
  es: { keyboard: "Muy claro, gracias.", noScript: "Me ha gustado." },
  en: { keyboard: "Very clear, thank you.", noScript: "I liked it." },
  ca: { keyboard: "Molt clar, gràcies.", noScript: "M'ha agradat." },
};

/** A distinct client address per test, so the feedback's per-IP rate limit never links two tests. */
async function ownAddress(page: Page) {
  await page.setExtraHTTPHeaders({ "CF-Connecting-IP": `198.18.200.${Math.floor(Math.random() * 250)}` });
}

/** Presses Tab until `target` has the focus, as a keyboard user would. */
async function tabTo(page: Page, target: Locator, limit = 120) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press("Tab");
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

for (const lang of languages) {
  const { course, svbVideos, deviceVideos } = learningContent[lang];
  const path = pages.course[lang];
  const t = messages[lang];
  const stepOf = (n: number) => t.course.stepOf.replace("{{number}}", String(n)).replace("{{total}}", "6");
  const stepHeading = (page: Page, step: number) =>
    page.getByRole("heading", { level: 2, name: course.steps[step]?.title ?? "" });
  const stepNavigation = (page: Page) => page.getByRole("navigation", { name: t.course.stepNavigation });

  test.describe(`the course (${lang})`, () => {
    test.beforeEach(async ({ page }) => ownAddress(page));

    test("a full run with the mouse", async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      await expect(stepHeading(page, 0)).toBeVisible();
      await expect(stepNavigation(page).getByText(stepOf(1))).toBeVisible();
      await expect(stepNavigation(page).getByRole("button", { name: t.course.previous })).toBeDisabled();
      const progress = page.getByRole("navigation", { name: t.course.progress }).getByRole("link");
      await expect(progress).toHaveCount(6);
      await expect(progress.nth(0)).toHaveAttribute("aria-current", "step");

      // Step 1: the two basic life support videos; a choice is reset on coming back to the step.
      await page.getByRole("link", { name: course.introduction.start }).click();
      await expect(page).toHaveURL(new RegExp(`${path}\\?step=1$`));
      await expect(stepHeading(page, 1)).toBeFocused();
      const svbThumbnails = page.getByRole("list", { name: course.svb.thumbnailsLabel }).getByRole("button");
      await expect(svbThumbnails).toHaveText(svbVideos.map((video) => video.title));
      await svbThumbnails.nth(1).click();
      await expect(svbThumbnails.nth(1)).toHaveAttribute("aria-pressed", "true");

      // Step 2: the goal and the simulator, which only practises (no score to save).
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await stepNavigation(page).getByRole("link", { name: t.course.next }).click();
      await expect(page).toHaveURL(/\?step=2$/);
      // Each step is a document: its island (here the game) runs once the step has hydrated.
      await waitForHydration(page);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
      await expect(page.getByText(course.simulator.goal)).toBeVisible();
      await page.getByRole("button", { name: t.game.start }).click();
      const press = page.getByRole("button", { name: t.game.compress });
      // At a rhythm a person keeps: presses closer than 100 ms are one compression (press-filter.ts).
      for (let i = 0; i < 3; i += 1) {
        await page.waitForTimeout(545);
        await press.click();
      }
      await page.getByRole("button", { name: t.game.stop }).click();
      await expect(page.getByText(t.game.status.tooFew_other.replace("{{count}}", "3"))).toBeVisible();

      await stepNavigation(page).getByRole("link", { name: t.course.previous }).click();
      await expect(stepHeading(page, 1)).toBeVisible();
      await expect(svbThumbnails.nth(0)).toHaveAttribute("aria-pressed", "true");

      // Step 3: the five tutorials and the slide control, dragged half-way (it goes back), then
      // past 90 % (it completes and moves on by itself).
      await progress.nth(3).click();
      await expect(page).toHaveURL(/\?step=3$/);
      await waitForHydration(page);
      await expect(page.getByRole("list", { name: course.devices.thumbnailsLabel }).getByRole("button")).toHaveText(
        deviceVideos.map((video) => video.title),
      );
      const slider = page.getByRole("slider", { name: course.devices.slideLabel });
      await slider.scrollIntoViewIfNeeded();
      const handle = await slider.boundingBox();
      const track = await slider.locator("..").boundingBox();
      if (!handle || !track) throw new Error("The slide control is not laid out");
      const y = handle.y + handle.height / 2;
      await page.mouse.move(handle.x + handle.width / 2, y);
      await page.mouse.down();
      await page.mouse.move(track.x + track.width / 2, y, { steps: 5 });
      await expect(slider).not.toHaveAttribute("aria-valuenow", "0");
      await page.mouse.up();
      await expect(slider).toHaveAttribute("aria-valuenow", "0");
      // The handle glides back to the start (unless motion is reduced) before it is grabbed again.
      await expect.poll(async () => (await slider.boundingBox())?.x).toBeCloseTo(handle.x, 0);
      await page.mouse.move(handle.x + handle.width / 2, y);
      await page.mouse.down();
      await page.mouse.move(track.x + track.width, y, { steps: 10 });
      await page.mouse.up();
      await expect(page.getByText(course.devices.completed)).toBeVisible();
      await expect(slider).toHaveAttribute("aria-valuetext", t.slide.done);
      await expect(page).toHaveURL(/\?step=4$/);

      // Step 4: the guidelines open in a new tab; the manuals are listed.
      const guidelines = page.getByRole("link", { name: new RegExp(course.guidelines.button) });
      await expect(guidelines).toHaveAttribute("href", ercGuidelinesUrl);
      await expect(guidelines).toHaveAttribute("target", "_blank");
      await expect(page.getByRole("img", { name: course.guidelines.cover.alt })).toBeVisible();
      for (const manual of manualListings(lang)) {
        await expect(page.getByRole("link", { name: new RegExp(manual.title) })).toHaveAttribute("href", manual.url);
      }

      // Step 5: the rating, the congratulations, no next step, and back to the start.
      await stepNavigation(page).getByRole("link", { name: t.course.next }).click();
      await expect(stepHeading(page, 5)).toBeVisible();
      await expect(stepNavigation(page).getByText(stepOf(6))).toBeVisible();
      await expect(stepNavigation(page).getByRole("button", { name: t.course.next })).toBeDisabled();
      await expect(page.getByRole("heading", { name: course.finish.congratulationsHeading })).toBeVisible();
      await expect(page.getByRole("heading", { level: 3, name: course.finish.ratingHeading })).toBeVisible();
      // Both the link at the top and the one under the congratulations lead to corporate training.
      const backLinks = page.getByRole("main").getByRole("link", { name: course.finish.backToTraining });
      await expect(backLinks).toHaveCount(2);
      for (const link of await backLinks.all()) await expect(link).toHaveAttribute("href", pages.training[lang]);
      await page.getByRole("link", { name: course.finish.restart }).click();
      await expect(page).toHaveURL(/\?step=0$/);
      await expect(stepHeading(page, 0)).toBeVisible();
    });

    test("a full run with the keyboard only", async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      await tabTo(page, page.getByRole("link", { name: course.introduction.start }));
      await page.keyboard.press("Enter");
      await expect(stepHeading(page, 1)).toBeFocused();

      const svbThumbnails = page.getByRole("list", { name: course.svb.thumbnailsLabel }).getByRole("button");
      await tabTo(page, svbThumbnails.nth(1));
      await page.keyboard.press("Enter");
      await expect(svbThumbnails.nth(1)).toHaveAttribute("aria-pressed", "true");

      for (const step of [2, 3]) {
        await tabTo(page, stepNavigation(page).getByRole("link", { name: t.course.next }));
        await page.keyboard.press("Enter");
        await expect(stepHeading(page, step)).toBeFocused();
        // Each step is a document: its island (the game, the slide control) runs once it has hydrated.
        await waitForHydration(page);
      }
      // The slider: arrows move it, Home brings it back, End completes it.
      const slider = page.getByRole("slider", { name: course.devices.slideLabel });
      await tabTo(page, slider);
      await page.keyboard.press("ArrowRight");
      await page.keyboard.press("ArrowRight");
      await expect(slider).toHaveAttribute("aria-valuenow", "20");
      await page.keyboard.press("Home");
      await expect(slider).toHaveAttribute("aria-valuenow", "0");
      await page.keyboard.press("End");
      await expect(page.getByText(course.devices.completed)).toBeVisible();
      await expect(stepHeading(page, 4)).toBeFocused();
      await expect(page).toHaveURL(/\?step=4$/);

      // The progress bar jumps to the last step.
      await tabTo(page, page.getByRole("navigation", { name: t.course.progress }).getByRole("link").nth(5));
      await page.keyboard.press("Enter");
      await expect(stepHeading(page, 5)).toBeFocused();
      await waitForHydration(page);

      // The rating, with a comment.
      await tabTo(page, page.getByRole("button", { name: t.feedback.improve }));
      await page.keyboard.press("Enter");
      await expect(page.getByRole("textbox", { name: t.feedback.comment })).toBeFocused();
      const typed = marked(comments[lang].keyboard);
      await page.keyboard.type(typed);
      await tabTo(page, page.getByRole("button", { name: t.feedback.send }));
      await page.keyboard.press("Enter");
      await expect(page.locator("#feedback").getByRole("status")).toContainText(t.feedback.success.title);
      expect(rowsWith("complaints", "message", typed), "the row this comment stored").toBe(1);
      // Sent in the page's place: the step stays where it was.
      await expect(page).toHaveURL(/\?step=5$/);

      await tabTo(page, page.getByRole("link", { name: course.finish.restart }));
      await page.keyboard.press("Enter");
      await expect(stepHeading(page, 0)).toBeFocused();
    });

    test("the slide control also completes with its button, without dragging", async ({ page }) => {
      await page.goto(`${path}?step=3`);
      await waitForHydration(page);
      await page.getByRole("button", { name: t.slide.confirmWithoutSliding }).click();
      await expect(page.getByText(course.devices.completed)).toBeVisible();
      await expect(page).toHaveURL(/\?step=4$/);
    });

    // Step 0 is the page itself, which the page sweep checks in every language (page-sweep.spec.ts);
    // each other step, and the comment form, in one language in turn, on a desktop and a phone.
    for (let step = 1; step <= 5; step += 1) {
      if (!isTurnOf(lang, step)) continue;
      test(`step ${step} has no axe violations @phone`, async ({ page }) => {
        await page.goto(`${path}?step=${step}`);
        await waitForHydration(page);
        await expect(stepHeading(page, step)).toBeVisible();
        await expectNoAxeViolations(page);
      });
    }

    if (isTurnOf(lang, 0)) {
      test("the comment form with its error has no axe violations @phone", async ({ page }) => {
        await page.goto(`${path}?step=5`);
        await waitForHydration(page);
        await page.getByRole("button", { name: t.feedback.improve }).click();
        await page.getByRole("button", { name: t.feedback.send }).click();
        await expect(page.getByText(t.feedback.errors.empty)).toBeVisible();
        await expectNoAxeViolations(page);
      });
    }

    test("a step out of range shows the nearest step", async ({ page }) => {
      await page.goto(`${path}?step=42`);
      await expect(stepHeading(page, 5)).toBeVisible();
      await page.goto(`${path}?step=tres`);
      await expect(stepHeading(page, 0)).toBeVisible();
    });
  });

  test.describe(`the course without JavaScript (${lang})`, () => {
    test.use({ javaScriptEnabled: false });
    test.beforeEach(async ({ page }) => ownAddress(page));

    test("a full run: links, a video choice, the confirm button and a comment", async ({ page }) => {
      await page.goto(path);
      await page.getByRole("link", { name: course.introduction.start }).click();
      await expect(stepHeading(page, 1)).toBeVisible();
      const svbThumbnails = page.getByRole("list", { name: course.svb.thumbnailsLabel }).getByRole("button");
      await svbThumbnails.nth(1).click();
      await expect(page).toHaveURL(/\?step=1&video=1#step$/);
      await expect(svbThumbnails.nth(1)).toHaveAttribute("aria-pressed", "true");

      await stepNavigation(page).getByRole("link", { name: t.course.next }).click();
      await expect(stepHeading(page, 2)).toBeVisible();
      await expect(page.getByText(t.game.needsJavaScript)).toBeVisible();

      await stepNavigation(page).getByRole("link", { name: t.course.next }).click();
      await expect(stepHeading(page, 3)).toBeVisible();
      await expect(page.getByRole("slider")).toHaveCount(0);
      await page.getByRole("button", { name: course.devices.confirmButton }).click();
      await expect(page).toHaveURL(/\?step=4$/);
      await expect(stepHeading(page, 4)).toBeVisible();

      await stepNavigation(page).getByRole("link", { name: t.course.next }).click();
      const widget = page.locator("#feedback");
      await widget.getByRole("button", { name: t.feedback.improve }).click();
      await expect(page).toHaveURL(/\?step=5&feedback=improve#feedback$/);
      const text = marked(comments[lang].noScript);
      await widget.getByRole("textbox", { name: t.feedback.comment }).fill(text);
      await widget.getByRole("button", { name: t.feedback.send }).click();
      await expect(page).toHaveURL(/\?step=5#feedback$/);
      await expect(widget.getByRole("status")).toContainText(t.feedback.success.title);
      expect(rowsWith("complaints", "message", text), "the row this comment stored").toBe(1);
      await expect(stepNavigation(page).getByRole("button", { name: t.course.next })).toBeDisabled();

      await page.getByRole("link", { name: course.finish.restart }).click();
      await expect(stepHeading(page, 0)).toBeVisible();
      await expect(stepNavigation(page).getByRole("button", { name: t.course.previous })).toBeDisabled();
    });
  });
}
