import { expect, expectNoAxeViolations, test, waitForHydration } from "./fixtures";
import { marked, runSql, storeScore } from "./database";
import { openBoardUntil, uncachedBoard } from "./leaderboard";
import { storeClass } from "./stored-class";
import type { Page } from "@playwright/test";

// The operators' console as `npm start` serves it (ENVIRONMENT "development", no Cloudflare Access):
// the development login, every view, and a score hidden from both languages' boards, with the
// keyboard, with JavaScript and without; a class session counted and deleted.

async function signIn(page: Page) {
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/login$/);
  await expect(page.getByText(/Entorno de desarrollo/)).toBeVisible();
  await page.getByRole("button", { name: "Entra como operador de desarrollo" }).click();
  await expect(page).toHaveURL(/\/admin$/);
}

/**
 * Whether both languages' boards show a name. The score was written straight into D1, which does
 * not purge the pages the edge cache keeps for a minute, so a board is read at an address the
 * cache does not keep as well as at its own, which a hide purges.
 */
async function boardsShow(page: Page, name: string, shown: boolean) {
  const score = (page: Page) => page.getByRole("table").getByRole("rowheader", { name, exact: true });
  for (const path of ["/es/first-aiducation", "/en/first-aiducation"]) {
    if (shown) await openBoardUntil(page, () => uncachedBoard(path), score);
    else {
      for (const address of [() => path, () => uncachedBoard(path)]) {
        // The board is there and shows scores (the test stored one with the lowest score for this).
        await openBoardUntil(page, address, (page) => page.getByRole("table").getByRole("rowheader").first());
        await expect(score(page), page.url()).toHaveCount(0);
      }
    }
  }
}

for (const javaScript of [true, false]) {
  test.describe(`the console, JavaScript ${javaScript ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled: javaScript });

    test("an operator hides a score with the keyboard and it leaves both boards", async ({ page }) => {
      // A name of this attempt's own: a retry finds the first attempt's score on the board.
      const name = marked(javaScript ? "Ofensivo" : "Grosero"); // a name is 20 characters at most
      storeScore(name, 99);
      storeScore(marked("Ancla"), 0);
      await boardsShow(page, name, true);
      await signIn(page);
      await page.getByRole("link", { name: /Puntuaciones/ }).click();
      await expect(page.getByRole("heading", { level: 1 })).toContainText("Puntuaciones de la semana");
      if (javaScript) await waitForHydration(page);
      const hide = page.getByRole("button", { name: `Oculta la puntuación de ${name}` });
      await hide.focus();
      await page.keyboard.press("Enter");
      await expect(page.getByRole("status")).toHaveText("La puntuación ya no aparece en la clasificación pública.");
      await expect(page.getByRole("button", { name: `Muestra la puntuación de ${name}` })).toBeVisible();
      await boardsShow(page, name, false);
    });

    test("an operator sees the week's class counts and deletes a class once confirmed", async ({ page }) => {
      const stored = storeClass(2);
      await signIn(page);
      await page.getByRole("link", { name: /Clases/ }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Clases");
      if (javaScript) await waitForHydration(page);
      // Other tests store classes in the same database at the same time: this week counts at least this one.
      const thisWeek = page.getByRole("row").filter({ hasText: "(esta semana)" }).getByRole("cell");
      expect(Number(await thisWeek.nth(0).textContent())).toBeGreaterThanOrEqual(1);
      expect(Number(await thisWeek.nth(1).textContent())).toBeGreaterThanOrEqual(2);
      const row = page.getByRole("row").filter({ hasText: stored.code });
      await expect(row.getByRole("cell")).toHaveText([
        /\d/,
        stored.name,
        stored.code,
        "Abierta",
        "1",
        "2",
        "Consulta o borra",
      ]);
      expect(await page.content()).not.toContain(stored.nickname);

      await page.getByRole("link", { name: `Consulta o borra la clase ${stored.name} (${stored.code})` }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Clase ${stored.code}`);
      expect(await page.content()).not.toContain(stored.nickname);
      // axe runs in the page: only with JavaScript on (the view is the same markup either way).
      if (javaScript) await expectNoAxeViolations(page);
      const erase = page.getByRole("button", { name: "Borra esta clase" });
      // Unticked, the browser asks for the box and nothing is posted.
      await erase.click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Clase ${stored.code}`);
      await page.getByLabel(/Borrar esta clase con sus alumnos/).check();
      await erase.click();
      await expect(page).toHaveURL(/\/admin\/classes\?done=classDeleted$/);
      await expect(page.getByRole("status")).toHaveText("Clase borrada, con sus alumnos y partidas.");
      await expect(page.getByRole("row").filter({ hasText: stored.code })).toHaveCount(0);
    });
  });
}

test.describe("every view of the console", () => {
  // Rows for the views to show (once per worker: the search below takes the first of its matches).
  test.beforeAll(() => {
    storeClass(1);
    runSql(
      "INSERT INTO contacts (name, email, message, privacy_consent, locale, consent_version) VALUES ('Núria Consola', 'nuria@example.com', 'Voldríem una demostració.', 1, 'es', 'v1')",
    );
    runSql(
      "INSERT INTO complaints (message, page_url, user_agent) VALUES ('Falta subtitular el vídeo', '/es/first-aiducation/resources', 'UA')",
    );
  });

  test("the login is accessible", async ({ page }) => {
    await page.goto("/admin/login");
    await expect(page.getByText(/Entorno de desarrollo/)).toBeVisible();
    await expectNoAxeViolations(page);
  });

  for (const view of ["Resumen", "Contactos", "Comentarios", "Puntuaciones", "Clases"]) {
    test(`${view} is accessible and says it runs with the development login`, async ({ page }) => {
      await signIn(page);
      await page
        .getByRole("navigation", { name: "Consola" })
        .getByRole("link", { name: new RegExp(view) })
        .click();
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByText(/Entorno de desarrollo/)).toBeVisible();
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
      await expectNoAxeViolations(page);
    });
  }

  test("a contact found by name shows the whole message, accessibly", async ({ page }) => {
    await signIn(page);
    await page.getByRole("link", { name: "Contactos · Contacts" }).click();
    await page.getByLabel("Buscar por nombre o correo electrónico").fill("Núria");
    await page.getByRole("button", { name: "Busca" }).click();
    await page.getByRole("link", { name: "Abre: Núria Consola" }).first().click();
    await expect(page.getByText("Voldríem una demostració.")).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test("the contacts download as CSV", async ({ page }) => {
    await signIn(page);
    const download = page.waitForEvent("download");
    await page.goto("/admin/contacts");
    await page.getByRole("link", { name: "Descarga el CSV de contactos" }).click();
    expect((await download).suggestedFilename()).toMatch(/^contactos-\d{4}-\d{2}-\d{2}\.csv$/);
  });
});

test("@phone the console fits a phone", async ({ page }) => {
  await signIn(page);
  await page.getByRole("link", { name: /Puntuaciones/ }).click();
  // Measured on the page the link leads to, once it has loaded, not on the one it leaves.
  await expect(page).toHaveURL(/\/admin\/scores/);
  await page.waitForLoadState("load");
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});
