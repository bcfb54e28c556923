import { languages, pages } from "../../app/i18n-routes";
import { expect, test, waitForHydration } from "./fixtures";

const labels = {
  es: {
    home: "INICIO",
    portfolio: "CASOS DE ÉXITO",
    training: "FORMACIÓN",
    schools: "ESCUELAS",
    business: "EMPRESAS",
    contact: "CONTACTO",
    nav: "Principal",
    contactButton: "CONTÁCTANOS",
    skip: "Salta al contenido",
    sitemap: "Mapa del sitio",
    // The grant's notice: the official Catalan text on Spanish pages, marked as Catalan.
    funding: { lang: "ca", text: "Fons Social Europeu Plus" },
  },
  en: {
    home: "HOME",
    portfolio: "SUCCESS CASES",
    training: "TRAINING",
    schools: "SCHOOLS",
    business: "BUSINESS",
    contact: "CONTACT",
    nav: "Main",
    contactButton: "CONTACT US",
    skip: "Skip to content",
    sitemap: "Sitemap",
    funding: { lang: null, text: "European Social Fund Plus" },
  },
  ca: {
    home: "INICI",
    portfolio: "CASOS D'ÈXIT",
    training: "FORMACIÓ",
    schools: "ESCOLES",
    business: "EMPRESES",
    contact: "CONTACTE",
    nav: "Principal",
    contactButton: "CONTACTA'NS",
    skip: "Vés al contingut",
    sitemap: "Mapa del lloc",
    // On a Catalan page (as the English notice on an English page) the text is in the page's language.
    funding: { lang: null, text: "Fons Social Europeu Plus" },
  },
} as const;

for (const lang of languages) {
  const l = labels[lang];
  const schoolsPath = pages.education[lang];

  test.describe(`navigation bar (${lang})`, () => {
    test("shows the exact labels, links built from the route table and the active link", async ({ page }) => {
      await page.goto(pages.contact[lang]);
      const nav = page.getByRole("navigation", { name: l.nav });
      await expect(nav.getByRole("link", { name: l.home, exact: true })).toHaveAttribute("href", `/${lang}`);
      await expect(nav.getByRole("link", { name: l.portfolio })).toHaveAttribute("href", `/${lang}/portfolio`);
      const contact = nav.getByRole("link", { name: l.contact, exact: true });
      await expect(contact).toHaveAttribute("aria-current", "page");
      await expect(nav.getByText(l.training)).toBeVisible();
      await expect(page.getByRole("banner").getByRole("link", { name: l.contactButton })).toBeVisible();
    });

    test("the Training dropdown opens on hover and closes 150 ms after the pointer leaves", async ({ page }) => {
      await page.goto(pages.portfolio[lang]);
      const schools = page.getByRole("navigation", { name: l.nav }).getByRole("link", { name: l.schools });
      await expect(schools).toBeHidden();
      await page.getByText(l.training, { exact: true }).first().hover();
      await expect(schools).toBeVisible();
      // The grace period is a CSS transition: with the page's animation clock stopped, the menu
      // stays open after the pointer leaves, by a transition of 150 ms; with the clock running, it closes.
      const cdp = await page.context().newCDPSession(page);
      const transitions: { name: string; delay: number }[] = [];
      cdp.on("Animation.animationStarted", ({ animation }) => {
        transitions.push({ name: animation.name, delay: animation.source?.delay ?? 0 });
      });
      await cdp.send("Animation.enable");
      await cdp.send("Animation.setPlaybackRate", { playbackRate: 0 });
      await page.mouse.move(5, 600);
      await expect.poll(() => transitions).toContainEqual({ name: "content-visibility", delay: 150 });
      await expect(schools).toBeVisible();
      await cdp.send("Animation.setPlaybackRate", { playbackRate: 1 });
      await expect(schools).toBeHidden();
    });

    test("the Training dropdown works from the keyboard, and hides when the focus leaves it", async ({ page }) => {
      await page.goto(pages.portfolio[lang]);
      const summary = page.getByRole("navigation", { name: l.nav }).locator("summary");
      await summary.focus();
      await page.keyboard.press("Enter");
      const schools = page.getByRole("link", { name: l.schools }).first();
      const business = page.getByRole("link", { name: l.business }).first();
      await expect(schools).toBeVisible();
      await page.keyboard.press("Tab");
      await expect(schools).toBeFocused();
      await page.keyboard.press("Tab");
      await expect(business).toBeFocused();
      await page.keyboard.press("Tab");
      await expect(schools).toBeHidden();
      // Back on its button, the menu shows again; Enter closes it, and opens it again.
      await page.keyboard.press("Shift+Tab");
      await expect(summary).toBeFocused();
      await expect(schools).toBeVisible();
      await page.keyboard.press("Enter");
      await expect(schools).toBeHidden();
      await page.keyboard.press("Enter");
      await page.keyboard.press("Tab");
      await page.keyboard.press("Tab");
      await page.keyboard.press("Enter");
      await expect(page).toHaveURL(new RegExp(`${pages.training[lang]}$`));
    });

    test("a menu opened by a click hides when the visitor clicks elsewhere", async ({ page }) => {
      await page.goto(pages.portfolio[lang]);
      await page.getByText(l.training, { exact: true }).first().click();
      const schools = page.getByRole("navigation", { name: l.nav }).getByRole("link", { name: l.schools });
      await expect(schools).toBeVisible();
      await page.locator("main h1").click();
      await expect(schools).toBeHidden();
    });

    test("the skip link moves focus to the content", async ({ page }) => {
      await page.goto(`/${lang}/portfolio`);
      await page.keyboard.press("Tab");
      const skip = page.getByRole("link", { name: l.skip });
      await expect(skip).toBeFocused();
      await expect(skip).toBeVisible();
      await page.keyboard.press("Enter");
      await expect(page.locator("main")).toBeFocused();
    });

    test("the footer carries the funding notice in the right language", async ({ page }) => {
      await page.goto(`/${lang}`);
      const footer = page.getByRole("contentinfo");
      const notice = footer.locator("p", { hasText: l.funding.text });
      await expect(notice).toHaveCount(1);
      if (l.funding.lang) await expect(notice).toHaveAttribute("lang", l.funding.lang);
      else await expect(notice).not.toHaveAttribute("lang", /.*/);
    });

    test("scrolls to the top on every path change", async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 400 });
      await page.goto(pages.privacy[lang]);
      await page.mouse.wheel(0, 3000);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
      await page.getByRole("contentinfo").getByRole("link", { name: l.sitemap }).click();
      await expect(page).toHaveURL(new RegExp(`${pages.sitemap[lang]}$`));
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    });
  });

  test.describe(`without JavaScript (${lang})`, () => {
    test.use({ javaScriptEnabled: false });

    test("the Training dropdown opens by click and leads to its pages", async ({ page }) => {
      await page.goto(`/${lang}`);
      await page.getByText(l.training, { exact: true }).first().click();
      await page.getByRole("link", { name: l.schools }).first().click();
      await expect(page).toHaveURL(new RegExp(`${schoolsPath}$`));
    });
  });
}

test.describe("the language switcher", () => {
  test("leads to the same page in the other language, keeps the query and remembers the choice", async ({
    page,
    context,
  }) => {
    await page.goto("/es/educacion?from=test");
    await page.getByRole("link", { name: /^EN\b/ }).click();
    await expect(page).toHaveURL(/\/en\/education\?from=test$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    const cookies = await context.cookies();
    expect(cookies.find((c) => c.name === "lang")?.value).toBe("en");
    await page.goto("/");
    await expect(page).toHaveURL(/\/en$/);

    await page.getByRole("link", { name: /^ES\b/ }).click();
    await expect(page).toHaveURL(/\/es$/);
    expect((await context.cookies()).find((c) => c.name === "lang")?.value).toBe("es");
  });

  test("offers CA · ES · EN in that order, and Catalan keeps the query too", async ({ page, context }) => {
    await page.goto("/en/resources/NeoSalus?step=3");
    const switcher = page.getByRole("list", { name: "Language" });
    await expect(switcher.getByRole("listitem")).toHaveText([/^CA/, /^ES/, /^EN/]);
    const catalan = switcher.getByRole("link", { name: /^CA\b/ });
    await expect(catalan).toHaveAttribute("hreflang", "ca");
    await expect(catalan).toHaveAttribute("lang", "ca");
    await catalan.click();
    await expect(page).toHaveURL(/\/ca\/recursos\/NeoSalus\?step=3$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "ca");
    expect((await context.cookies()).find((c) => c.name === "lang")?.value).toBe("ca");
    await page.goto("/");
    await expect(page).toHaveURL(/\/ca$/);
    await expect(page.getByRole("list", { name: "Idioma" }).locator('[aria-current="true"]')).toHaveText(/^CA/);
  });

  test("maps every kind of page", async ({ page }) => {
    await page.goto("/ca/mapa-del-lloc");
    await expect(page.getByRole("link", { name: /^ES\b/ })).toHaveAttribute("href", "/es/sitemap");
    await expect(page.getByRole("link", { name: /^EN\b/ })).toHaveAttribute("href", "/en/sitemap");
    await page.goto("/es/first-aiducation/resources");
    await expect(page.getByRole("link", { name: /^CA\b/ })).toHaveAttribute("href", "/ca/first-aiducation/recursos");
    await page.goto("/en/contact");
    await expect(page.getByRole("link", { name: /^ES\b/ })).toHaveAttribute("href", "/es/contacto");
    await page.goto("/es/training");
    await expect(page.getByRole("link", { name: /^EN\b/ })).toHaveAttribute("href", "/en/training");
    await page.goto("/es/portfolio/kalyan");
    await expect(page.getByRole("link", { name: /^EN\b/ })).toHaveAttribute("href", "/en/portfolio/kalyan");
  });
});

test.describe("mobile menu @phone", () => {
  test.skip(({ viewport }) => (viewport?.width ?? 1280) >= 1024, "the menu exists below the large breakpoint");

  for (const javaScriptEnabled of [true, false]) {
    test.describe(`JavaScript ${javaScriptEnabled ? "on" : "off"}`, () => {
      test.use({ javaScriptEnabled });

      test("toggles, and a link leads to its page with the menu closed", async ({ page }) => {
        await page.goto("/es");
        if (javaScriptEnabled) await waitForHydration(page);
        // Below 400 px the toggle shows its icon only; its name stays "Menú".
        const toggle = page.getByRole("banner").locator("summary", { hasText: "Menú" });
        const menu = page.getByRole("navigation", { name: "Menú" });
        await expect(page.getByRole("navigation", { name: "Principal" })).toBeHidden();
        await expect(menu).toBeHidden();
        await toggle.click();
        await expect(menu).toBeVisible();
        await toggle.click();
        await expect(menu).toBeHidden();
        await toggle.click();
        await menu.getByRole("link", { name: "EMPRESAS" }).click();
        await expect(page).toHaveURL(/\/es\/training$/);
        await expect(page.getByRole("navigation", { name: "Menú" })).toBeHidden();
      });
    });
  }
});
