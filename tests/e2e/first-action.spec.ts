import type { Locator, Page } from "@playwright/test";
import { learningContent } from "../../content/learning";
import { href } from "../../app/lib/paths";
import { messages } from "../../app/locales/messages";
import { expect, test } from "./fixtures";
import { joinAsPupil, newSchool, openClass } from "./classroom-flow";
import { installMotionFeed } from "./motion-feed";

// Every first action in an island counts, at once (app/lib/islands/island-loader.inline.js and
// keep-changes.ts): on a page just loaded, with no wait for any island to hydrate, the first tap
// on each island of the public pages does what it says: a button's press (held, then given), a
// radio's, a checkbox's and a select's change (kept, then given to the island as it hydrates). A
// pupil's class game hydrates at load, to hear the teacher's rounds: until then its controls are
// disabled, so that a tap cannot be made rather than be lost. A
// native range has no island yet; hydrate-islands.dom.test.tsx gives it its change.

const island = (page: Page, name: string) => page.locator(`[data-island="${name}"]`);

/** The island has hydrated and answers as the first action said: the check runs after hydration. */
async function hydrated(locator: Locator) {
  await expect(locator).toHaveAttribute("data-hydrated", "");
}

test("the free game takes its first tap, whichever it is: the depth choice, the rhythm, the metronome or Start", async ({
  page,
}) => {
  const { game: text, depth } = messages.es;
  const open = async () => {
    await page.goto(href("first-aiducation", "es"));
    return island(page, "compression-game");
  };
  // A sensor, so that the depth mode can be ready once chosen.
  await installMotionFeed(page, { sensor: true });

  let game = await open();
  await game.getByRole("radio", { name: depth.choice.motion }).check();
  await hydrated(game);
  await expect(game.getByText(depth.choice.ready)).toBeVisible();
  await expect(game.getByRole("radio", { name: depth.choice.motion })).toBeChecked();

  game = await open();
  await game.getByRole("combobox", { name: text.rhythm }).selectOption("110");
  await hydrated(game);
  await expect(game.getByRole("combobox", { name: text.rhythm })).toHaveValue("110");

  game = await open();
  await game.getByRole("checkbox", { name: text.metronome }).check();
  await hydrated(game);
  await expect(game.getByRole("checkbox", { name: text.metronome })).toBeChecked();

  game = await open();
  await game.getByRole("button", { name: text.start }).click();
  await expect(game.getByRole("button", { name: text.stop })).toBeVisible();
});

test("a pupil's class game offers no control before its island has hydrated, so no first tap is lost", async ({
  page: teacher,
  browser,
}) => {
  const { game: text, depth } = messages.es;
  const school = newSchool();
  const code = await openClass(teacher, "es", "First tap", school, { mode: "typed" });
  const { page } = await joinAsPupil(browser, true, "es", code, "Ana", school);
  await installMotionFeed(page, { sensor: true });
  // The island's script held back: what the pupil finds on the server's HTML until it hydrates.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/class-lesson\.island-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  // Not "load": a module script held back holds the document's load events too.
  await page.reload({ waitUntil: "commit" });
  const lesson = island(page, "class-lesson");
  // It hydrates at load, to hear the teacher's rounds: until then every control says it waits
  // (disabled, beside the note that the game needs JavaScript) rather than taking a tap it would drop.
  for (const control of [
    lesson.getByRole("radio", { name: depth.choice.motion }),
    lesson.getByRole("checkbox", { name: text.metronome }),
    lesson.getByRole("button", { name: text.start }),
  ]) {
    await expect(control).toBeDisabled();
  }
  release();
  await hydrated(lesson);
  await lesson.getByRole("radio", { name: depth.choice.motion }).check();
  await expect(lesson.getByText(depth.choice.ready)).toBeVisible();
});

test("the contact form keeps the project type chosen first, and its first press of Send checks the form in place", async ({
  page,
}) => {
  const text = messages.en.contact;
  await page.goto(href("contact", "en"));
  const form = island(page, "contact-form");
  const type = form.getByRole("combobox", { name: text.projectType });
  const chosen = await type.locator("option").nth(1).getAttribute("value");
  await type.selectOption(chosen ?? "");
  await hydrated(form);
  await expect(type).toHaveValue(chosen ?? "");

  await page.goto(href("contact", "en"));
  await form.getByRole("button", { name: text.submit }).click();
  await expect(form.getByText(text.errors.nameRequired)).toBeVisible();
  await expect(page).toHaveURL(href("contact", "en"));
});

test("the resources page's tabs, videos and feedback each take their first tap", async ({ page }) => {
  const { resources, deviceVideos } = learningContent.ca;
  const f = messages.ca.feedback;
  const path = href("resources", "ca");
  await page.setExtraHTTPHeaders({ "CF-Connecting-IP": `198.18.${Math.floor(Math.random() * 250)}.17` });

  // A tab is a link until its island hydrates, and a tab then: either way it shows its panel.
  await page.goto(path);
  await island(page, "resource-tabs").getByText(resources.tabs.devices.label, { exact: true }).click();
  await expect(page.getByRole("heading", { level: 2, name: resources.tabs.devices.heading })).toBeVisible();

  await page.goto(`${path}?tab=devices`);
  const thumbnails = page.getByRole("list", { name: resources.thumbnailsLabel.devices }).getByRole("button");
  await thumbnails.nth(3).click();
  await expect(thumbnails.nth(3)).toHaveAttribute("aria-pressed", "true");
  await expect(
    page.getByRole("tabpanel").getByRole("heading", { level: 3, name: deviceVideos[3]?.title }),
  ).toBeVisible();

  await page.goto(path);
  const widget = page.locator("#feedback");
  await widget.getByRole("button", { name: f.improve }).click();
  await expect(widget.getByRole("textbox", { name: f.comment })).toBeVisible();
});

test("the course's confirmation, pressed first, moves to the next step", async ({ page }) => {
  const { course } = learningContent.es;
  await page.goto(`${href("course", "es")}?step=3`);
  const confirm = new RegExp(`^(${course.devices.confirmButton}|${messages.es.slide.confirmWithoutSliding})$`);
  await island(page, "slide-confirm").getByRole("button", { name: confirm }).click();
  await expect(page).toHaveURL(/\?step=4$/);
});
