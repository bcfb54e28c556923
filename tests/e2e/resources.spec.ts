import { learningContent } from "../../content/learning";
import { manualListings } from "../../content/manuals";
import { reviewPageUrl } from "../../content/external-urls";
import { languages, pages } from "../../app/i18n-routes";
import { messages } from "../../app/locales/messages";
import { marked, rowsWith } from "./database";
import { expect, expectNoAxeViolations, isTurnOf, test, waitForHydration } from "./fixtures";

// The First Aiducation resources page in every language: the tabs (ARIA tabs with JavaScript,
// links without), the video lists, the PDF downloads and the feedback widget.

/** What each language's video titles say: the videos are recorded in Spanish. */
const videoTitles = {
  es: "are in the page's language",
  en: "are labelled as Spanish",
  ca: "have Catalan titles",
};

/** What the tests type in the comment box, in each language. */
const comments = {
  es: {
    sent: "El vídeo del desfibrilador me ha ayudado mucho.",
    noScript: "Faltan subtítulos en los vídeos.",
  },
  en: {
    sent: "The defibrillator video helped me a lot.",
    noScript: "The videos need subtitles.",
  },
  ca: {
    sent: "El vídeo del desfibril·lador m'ha ajudat molt.",
    noScript: "Falten subtítols als vídeos.",
  },
};

for (const lang of languages) {
  const { resources, svbVideos, deviceVideos } = learningContent[lang];
  const path = pages.resources[lang];
  const f = messages[lang].feedback;

  test.describe(`resources (${lang})`, () => {
    test.beforeEach(async ({ page }) => {
      // A distinct client address per test, so the per-IP rate limit never links two tests.
      await page.setExtraHTTPHeaders({
        "CF-Connecting-IP": `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
      });
    });

    test("the tabs switch their panel with a click and with the arrow keys, Home and End", async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      const tabs = page.getByRole("tablist", { name: messages[lang].resources.tabs }).getByRole("tab");
      await expect(tabs).toHaveText([
        resources.tabs.svb.label,
        resources.tabs.devices.label,
        resources.tabs.manuals.label,
      ]);
      await expect(tabs.nth(0)).toHaveAttribute("aria-selected", "true");
      const panel = page.getByRole("tabpanel");
      await expect(panel).toHaveCount(1);
      await expect(panel.getByRole("heading", { level: 2 })).toHaveText(resources.tabs.svb.heading);
      await expect(panel.getByRole("list", { name: resources.thumbnailsLabel.svb }).getByRole("button")).toHaveText(
        svbVideos.map((video) => video.title),
      );

      await tabs.nth(1).click();
      await expect(tabs.nth(1)).toHaveAttribute("aria-selected", "true");
      await expect(tabs.nth(0)).toHaveAttribute("aria-selected", "false");
      await expect(page.getByRole("tabpanel").getByRole("heading", { level: 2 })).toHaveText(
        resources.tabs.devices.heading,
      );
      const thumbnails = page.getByRole("list", { name: resources.thumbnailsLabel.devices }).getByRole("button");
      await expect(thumbnails).toHaveText(deviceVideos.map((video) => video.title));
      // Choosing a video shows it in the player and marks its thumbnail.
      await thumbnails.nth(3).click();
      await expect(thumbnails.nth(3)).toHaveAttribute("aria-pressed", "true");
      await expect(
        page.getByRole("tabpanel").getByRole("heading", { level: 3, name: deviceVideos[3]?.title }),
      ).toBeVisible();

      await tabs.nth(1).focus();
      await page.keyboard.press("ArrowRight");
      await expect(tabs.nth(2)).toBeFocused();
      await expect(tabs.nth(2)).toHaveAttribute("aria-selected", "true");
      await expect(page.getByRole("tabpanel").getByRole("heading", { level: 2 })).toHaveText(
        resources.tabs.manuals.heading,
      );
      await page.keyboard.press("ArrowRight");
      await expect(tabs.nth(0)).toBeFocused();
      await page.keyboard.press("End");
      await expect(tabs.nth(2)).toHaveAttribute("aria-selected", "true");
      await page.keyboard.press("Home");
      await expect(tabs.nth(0)).toHaveAttribute("aria-selected", "true");
      await page.keyboard.press("ArrowLeft");
      await expect(tabs.nth(2)).toBeFocused();
      // Tab leaves the tab list for the panel: only the chosen tab is in the tab order.
      await page.keyboard.press("Tab");
      await expect(page.getByRole("tabpanel")).toBeFocused();
    });

    test(`the videos ${videoTitles[lang]}`, async ({ page }) => {
      await page.goto(`${path}?tab=devices`);
      const titles = await page
        .getByRole("list", { name: resources.thumbnailsLabel.devices })
        .getByRole("button")
        .allInnerTexts();
      expect(titles).toHaveLength(5);
      expect(titles).toEqual(deviceVideos.map((video) => video.title));
      for (const title of titles) expect(title.endsWith("(in Spanish)")).toBe(lang === "en");
    });

    // The first tab is the page itself, which the page sweep checks in every language
    // (page-sweep.spec.ts); the other states in one language in turn, on a desktop and a phone.
    if (isTurnOf(lang, 0)) {
      test("the manuals tab has no axe violations @phone", async ({ page }) => {
        await page.goto(path);
        await waitForHydration(page);
        await page.getByRole("tab", { name: resources.tabs.manuals.label }).click();
        await expect(page.getByRole("tab", { name: resources.tabs.manuals.label })).toHaveAttribute(
          "aria-selected",
          "true",
        );
        await expectNoAxeViolations(page);
      });
    }

    if (isTurnOf(lang, 1)) {
      test("the comment form with its error has no axe violations @phone", async ({ page }) => {
        await page.goto(path);
        await waitForHydration(page);
        await page.getByRole("button", { name: f.improve }).click();
        await page.getByRole("button", { name: f.send }).click();
        await expect(page.getByText(f.errors.empty)).toBeVisible();
        await expectNoAxeViolations(page);
      });
    }

    test("the three manuals download as PDF files with the listed page count", async ({ page, request }) => {
      await page.goto(`${path}?tab=manuals`);
      const manuals = manualListings(lang);
      const panel = page.locator("#resources");
      for (const manual of manuals) {
        const card = panel.getByRole("listitem").filter({ hasText: manual.title });
        await expect(card.getByRole("heading", { name: manual.title })).toBeVisible();
        await expect(card.getByText(manual.description)).toBeVisible();
        const link = card.getByRole("link", { name: new RegExp(manual.title) });
        await expect(link).toHaveAttribute("href", manual.url);
        await expect(link).toHaveAttribute("download", "");
        await expect(card).toContainText(`PDF · ${manual.pages} `);
        const response = await request.get(manual.url);
        expect(response.status()).toBe(200);
        expect(response.headers()["content-type"]).toBe("application/pdf");
        expect((await response.body()).subarray(0, 5).toString()).toBe("%PDF-");
      }
      // A real download, as a visitor gets it.
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        panel.getByRole("link", { name: new RegExp(manuals[0]?.title ?? "") }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(manuals[0]?.url.split("/").pop());
    });

    test("'like' opens the review page in a new tab and thanks; 'rate again' asks again", async ({
      page,
      thirdPartyRequests,
    }) => {
      await page.goto(path);
      await waitForHydration(page);
      const widget = page.locator("#feedback");
      const like = widget.getByRole("link", { name: new RegExp(f.like) });
      await expect(like).toHaveAttribute("href", reviewPageUrl);
      await expect(like).toHaveAttribute("target", "_blank");
      const popup = page.waitForEvent("popup");
      await like.click();
      await popup;
      await expect(widget.getByRole("status")).toContainText(f.liked.title);
      // The review page is a third party: the test blocks it, and records that it was asked for.
      await expect
        .poll(() => thirdPartyRequests.some((url) => url.startsWith("https://www.google.com/maps")))
        .toBe(true);
      await widget.getByRole("button", { name: f.rateAgain }).click();
      // Asked again, from the top of the widget.
      await expect(widget.getByRole("heading", { name: resources.feedback.heading })).toBeFocused();
      await expect(widget.getByRole("button", { name: f.improve })).toBeVisible();
    });

    test("a comment: the empty one is refused, cancel goes back, a sent one is thanked", async ({ page }) => {
      await page.goto(path);
      await waitForHydration(page);
      const widget = page.locator("#feedback");
      await widget.getByRole("button", { name: f.improve }).click();
      const comment = widget.getByRole("textbox", { name: f.comment });
      await expect(comment).toBeFocused();
      await widget.getByRole("button", { name: f.cancel }).click();
      await expect(comment).toHaveCount(0);
      await widget.getByRole("button", { name: f.improve }).click();

      await comment.fill("   ");
      await widget.getByRole("button", { name: f.send }).click();
      await expect(widget.getByText(f.errors.empty)).toBeVisible();
      await expect(comment).toHaveAttribute("aria-invalid", "true");
      await expect(comment).toBeFocused();

      const text = marked(comments[lang].sent);
      await comment.fill(text);
      await expect(comment).not.toHaveAttribute("aria-invalid");
      // The widget sends in the page's place: the page is not loaded again.
      await page.evaluate(() => document.documentElement.setAttribute("data-before-send", ""));
      await widget.getByRole("button", { name: f.send }).click();
      await expect(widget.getByRole("status")).toContainText(f.success.title);
      expect(rowsWith("complaints", "message", text), "the row this comment stored").toBe(1);
      await expect(widget.getByRole("status")).toContainText(f.success.text);
      await expect(page.getByRole("region", { name: /Notific/ }).getByText(f.success.title)).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("data-before-send", "");
    });
  });

  test.describe(`resources without JavaScript (${lang})`, () => {
    test.use({ javaScriptEnabled: false });

    test("the tabs are links to each panel, and a video is chosen within its tab", async ({ page }) => {
      await page.goto(path);
      const nav = page.getByLabel(messages[lang].resources.tabs).first();
      const links = nav.getByRole("link");
      await expect(links).toHaveText([
        resources.tabs.svb.label,
        resources.tabs.devices.label,
        resources.tabs.manuals.label,
      ]);
      await expect(links.nth(0)).toHaveAttribute("aria-current", "page");
      await links.nth(1).click();
      await expect(page).toHaveURL(new RegExp(`\\?tab=devices#resources$`));
      await expect(page.getByRole("heading", { level: 2, name: resources.tabs.devices.heading })).toBeVisible();
      await expect(page.getByRole("heading", { level: 2, name: resources.tabs.svb.heading })).toBeHidden();
      await page.getByRole("list", { name: resources.thumbnailsLabel.devices }).getByRole("button").nth(2).click();
      await expect(page).toHaveURL(/\?tab=devices&video=2#resources$/);
      await expect(page.getByRole("heading", { level: 3, name: deviceVideos[2]?.title })).toBeVisible();
      await links.nth(2).click();
      await expect(page.getByRole("link", { name: new RegExp(manualListings(lang)[0]?.title ?? "") })).toBeVisible();
    });

    test("the feedback widget: the comment form, the empty comment refused with the text kept, then thanks", async ({
      page,
    }) => {
      await page.setExtraHTTPHeaders({ "CF-Connecting-IP": `198.19.${Math.floor(Math.random() * 250)}.9` });
      await page.goto(`${path}?tab=devices`);
      const widget = page.locator("#feedback");
      await widget.getByRole("button", { name: f.improve }).click();
      await expect(page).toHaveURL(/\?tab=devices&feedback=improve#feedback$/);
      await widget.getByRole("button", { name: f.send }).click();
      await expect(widget.getByText(f.errors.empty)).toBeVisible();
      const text = marked(comments[lang].noScript);
      await widget.getByRole("textbox", { name: f.comment }).fill(text);
      await widget.getByRole("button", { name: f.send }).click();
      await expect(page).toHaveURL(new RegExp(`${path}\\?tab=devices#feedback$`));
      await expect(widget.getByRole("status")).toContainText(f.success.title);
      expect(rowsWith("complaints", "message", text), "the row this comment stored").toBe(1);
      // The tab is kept, and reloading does not thank twice.
      await expect(page.getByRole("heading", { level: 2, name: resources.tabs.devices.heading })).toBeVisible();
      await page.reload();
      await expect(widget.getByText(f.success.title)).toHaveCount(0);
      await expect(widget.getByRole("button", { name: f.improve })).toBeVisible();
    });
  });
}
