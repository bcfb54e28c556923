import { languages, pages } from "../../app/i18n-routes";
import { messages } from "../../app/locales/messages";
import { marked, rowsWith } from "./database";
import { expect, test, waitForHydration } from "./fixtures";

// The feedback widget sends in the page's place (app/lib/islands/post-to-page.ts): what happens when
// the send does not reach the server, and when the server refuses what the browser let through.
// The widget's other paths are in resources.spec.ts and course.spec.ts.

/** What the tests type in the comment box, in each language. */
const comments = {
  es: "Más vídeos sobre el DEA, por favor.",
  en: "More videos about the AED, please.",
  ca: "Més vídeos sobre el DEA, si us plau.",
};

for (const lang of languages) {
  const path = pages.resources[lang];
  const f = messages[lang].feedback;

  test.describe(`the feedback widget's send (${lang})`, () => {
    test.beforeEach(async ({ page }) => {
      // A distinct client address per test, so the per-IP rate limit never links two tests.
      await page.setExtraHTTPHeaders({
        "CF-Connecting-IP": `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
      });
      await page.goto(path);
      await waitForHydration(page);
    });

    test("a send that fails on the network shows the failure and keeps the comment; the retry is thanked", async ({
      page,
    }) => {
      let dropped = false;
      await page.route(new RegExp(`${path}$`), (route) => {
        if (!dropped && route.request().method() === "POST") {
          dropped = true;
          return route.abort("internetdisconnected");
        }
        return route.continue();
      });
      const widget = page.locator("#feedback");
      await widget.getByRole("button", { name: f.improve }).click();
      const text = marked(comments[lang]);
      await widget.getByRole("textbox", { name: f.comment }).fill(text);
      await widget.getByRole("button", { name: f.send }).click();
      await expect(widget.getByRole("status")).toContainText(f.failure);
      await expect(widget.getByRole("textbox", { name: f.comment })).toHaveValue(text);
      await widget.getByRole("button", { name: f.send }).click();
      await expect(widget.getByRole("status")).toContainText(f.success.title);
      expect(rowsWith("complaints", "message", text), "the row the second try stored").toBe(1);
    });

    test("a comment the server refuses is answered in place, with the comment kept", async ({ page }) => {
      // What the browser's check lets through but the server's refuses: a control character,
      // slipped into the post on its way.
      await page.route(new RegExp(`${path}$`), (route) =>
        route.request().method() === "POST"
          ? route.continue({ postData: (route.request().postData() ?? "").replace("message=", "message=%01") })
          : route.continue(),
      );
      const widget = page.locator("#feedback");
      await widget.getByRole("button", { name: f.improve }).click();
      const text = marked(comments[lang]);
      const comment = widget.getByRole("textbox", { name: f.comment });
      await comment.fill(text);
      await widget.getByRole("button", { name: f.send }).click();
      await expect(widget.getByText(f.errors.invalid)).toBeVisible();
      await expect(comment).toHaveAttribute("aria-invalid", "true");
      await expect(comment).toHaveValue(text);
      expect(rowsWith("complaints", "message", text), "rows stored for a refused comment").toBe(0);
    });
  });
}
