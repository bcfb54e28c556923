import { connect } from "node:net";
import { fingerPresses } from "../../app/features/compression-game/measures/human-presses.testing";
import { pages } from "../../app/i18n-routes";
import { baseURL } from "../../playwright.config";
import { rowsWith } from "./database";
import { expect, expectNoAxeViolations, test } from "./fixtures";

// Form posts from another site, or from a place that will not say where it is (`Origin: null`),
// over real HTTP to the served build: a 403 page in the address's language, with a way back to
// the form, and nothing stored.

const refused = {
  es: { title: "No hemos recibido el formulario", back: "Abre el formulario" },
  en: { title: "We have not received the form", back: "Open the form" },
};

/** A person's game as the board's save posts it: its presses' times and the rhythm. */
const presses = fingerPresses(7, 41, 110);

const forms = [
  {
    path: pages.contact.es,
    lang: "es",
    table: "contacts",
    column: "name",
    body: (mark: string) => ({ name: mark, email: "laia@example.com", message: "Hola", privacy_consent: "on" }),
  },
  {
    path: pages.home.en,
    lang: "en",
    table: "contacts",
    column: "name",
    body: (mark: string) => ({ name: mark, email: "jordi@example.com", message: "Hello", privacy_consent: "on" }),
  },
  {
    path: pages.resources.en,
    lang: "en",
    table: "complaints",
    column: "message",
    body: (mark: string) => ({ message: mark }),
  },
  {
    path: `${pages.course.es}?step=5`,
    lang: "es",
    table: "complaints",
    column: "message",
    body: (mark: string) => ({ message: mark }),
  },
  {
    path: pages["first-aiducation"].es,
    lang: "es",
    table: "chest_compression_scores",
    column: "player_name",
    body: (mark: string) => ({
      intent: "save",
      game_id: "x",
      player_name: mark,
      bpm: "110",
      presses_at: presses.join(","),
      duration_ms: String(presses.at(-1)),
    }),
  },
] as const;

for (const form of forms) {
  for (const origin of ["https://evil.example", "null"]) {
    test(`a post to ${form.path} with Origin ${origin} gets the 403 page and stores nothing`, async ({ request }) => {
      const mark = `Cross${Date.now()}${Math.round(Math.random() * 1e6)}`.slice(0, 18);
      const answer = await request.post(form.path, {
        form: form.body(mark),
        headers: { Origin: origin },
        maxRedirects: 0,
      });
      expect(answer.status()).toBe(403);
      expect(answer.headers()["content-type"]).toContain("text/html");
      expect(answer.headers()["content-security-policy"]).toContain("'strict-dynamic'");
      const html = await answer.text();
      expect(html).toContain(`<html lang="${form.lang}"`);
      expect(html).toContain(refused[form.lang].title);
      expect(rowsWith(form.table, form.column, mark)).toBe(0);
    });
  }
}

test("a form on another page that posts to the contact form leads to the refusal page, and from it back to the form", async ({
  page,
}) => {
  // A page of no origin (about:blank) posting here, as a sandboxed frame or a saved page would: Origin: null.
  await page.setContent(
    `<form method="post" action="${baseURL}${pages.contact.en}"><input name="name" value="Mallory">` +
      `<input name="email" value="m@example.com"><input name="message" value="Hi"><input name="privacy_consent" value="on">` +
      `<button>Send</button></form>`,
  );
  const [answer] = await Promise.all([
    page.waitForResponse(`${baseURL}${pages.contact.en}`),
    page.getByRole("button").click(),
  ]);
  expect(answer.status()).toBe(403);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(refused.en.title);
  await expect(page.getByText("This form can only be sent from this website.")).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole("link", { name: refused.en.back }).click();
  await expect(page).toHaveURL(`${baseURL}${pages.contact.en}`);
  await expect(page.getByRole("textbox", { name: /name/i }).first()).toHaveValue("");
});

test("a body that stops arriving is dropped with 408, over a real connection", async () => {
  test.setTimeout(30_000);
  const { hostname, port } = new URL(baseURL);
  const status = await new Promise<string>((resolve, reject) => {
    const socket = connect(Number(port), hostname, () => {
      socket.write(
        `POST ${pages.resources.es} HTTP/1.1\r\nHost: ${hostname}:${port}\r\n` +
          "Content-Type: application/x-www-form-urlencoded\r\nContent-Length: 100\r\n\r\nmessage=Hola",
      );
    });
    socket.setEncoding("utf8");
    socket.once("data", (chunk: string) => {
      resolve(chunk.split("\r\n")[0] ?? "");
      socket.destroy();
    });
    socket.once("error", reject);
  });
  expect(status).toBe("HTTP/1.1 408 Request Timeout");
});
