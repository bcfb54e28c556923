import type { APIRequestContext, Page } from "@playwright/test";
import { languages } from "../../app/i18n-routes";
import { marked, rowsWith } from "./database";
import { expect, test, waitForHydration } from "./fixtures";

const copy = {
  es: {
    path: "/es/contacto",
    name: "Nombre",
    email: "Correo electrónico",
    phone: "Teléfono (opcional)",
    projectType: "Tipo de proyecto (opcional)",
    message: "Mensaje",
    privacy: /He leído y acepto la política de privacidad/,
    submit: "ENVÍA EL MENSAJE",
    errors: [
      "El nombre es requerido",
      "Email inválido",
      "El mensaje es requerido",
      "Debes aceptar la política de privacidad",
    ],
    sent: "¡Mensaje enviado!",
    failure: "Hubo un error al enviar el mensaje. Inténtalo de nuevo.",
    rateLimited: "Has enviado varios mensajes en muy poco tiempo",
    sending: "Enviando…",
    customDevelopment: "Me interesa un desarrollo a medida de realidad extendida para mi empresa.",
  },
  en: {
    path: "/en/contact",
    name: "Name",
    email: "Email",
    phone: "Phone (optional)",
    projectType: "Project type (optional)",
    message: "Message",
    privacy: /I have read and accept the privacy policy/,
    submit: "SEND MESSAGE",
    errors: ["Name is required", "Invalid email", "Message is required", "You must accept the privacy policy"],
    sent: "Message sent!",
    failure: "There was an error sending the message. Please try again.",
    rateLimited: "You have sent several messages in a very short time",
    sending: "Sending…",
    customDevelopment: "I am interested in custom extended reality development for my company.",
  },
  ca: {
    path: "/ca/contacte",
    name: "Nom",
    email: "Correu electrònic",
    phone: "Telèfon (opcional)",
    projectType: "Tipus de projecte (opcional)",
    message: "Missatge",
    privacy: /He llegit i accepto la política de privacitat/,
    submit: "ENVIA EL MISSATGE",
    errors: [
      "Escriu el teu nom",
      "Escriu una adreça electrònica vàlida",
      "Escriu el teu missatge",
      "Has d'acceptar la política de privacitat",
    ],
    sent: "Missatge enviat!",
    failure: "S'ha produït un error en enviar el missatge. Torna-ho a provar.",
    rateLimited: "Has enviat diversos missatges en molt poc temps",
    sending: "S'està enviant…",
    customDevelopment: "M'interessa un desenvolupament a mida de realitat estesa per a la meva empresa.",
  },
} as const;

/** A distinct client address per test, so the per-IP rate limit never links two tests. */
async function asNewVisitor(page: Page) {
  const ip = `198.18.${Math.floor(Math.random() * 255)}.${Math.floor(Math.random() * 255)}`;
  await page.setExtraHTTPHeaders({ "CF-Connecting-IP": ip });
  return ip;
}

/**
 * Valid sends from a client address, outside the browser, until the limiter refuses one (429);
 * returns how many it accepted. Each carries the page's own form stamp, as a person's would.
 */
async function useUpContactAllowance(request: APIRequestContext, path: string, ip: string): Promise<number> {
  const page = await request.get(path, { headers: { "CF-Connecting-IP": ip } });
  const stamp = /name="form_stamp"[^>]*value="([^"]+)"/.exec(await page.text())?.[1] ?? "";
  for (let accepted = 0; accepted <= 10; accepted += 1) {
    const send = await request.post(path, {
      headers: { "CF-Connecting-IP": ip, Origin: new URL(page.url()).origin },
      form: {
        name: "Pau Roca",
        email: "pau@example.com",
        message: "Mensaje de prueba",
        privacy_consent: "on",
        form_stamp: stamp,
      },
      maxRedirects: 0,
    });
    if (send.status() === 429) return accepted;
    expect(send.status(), "an accepted send is redirected").toBe(302);
  }
  throw new Error("the limiter never refused a send");
}

for (const lang of languages) {
  const c = copy[lang];
  for (const javaScriptEnabled of [true, false]) {
    test.describe(`contact form (${lang}, JavaScript ${javaScriptEnabled ? "on" : "off"})`, () => {
      test.use({ javaScriptEnabled });

      async function open(page: Page, query = "") {
        await asNewVisitor(page);
        await page.goto(c.path + query);
        if (javaScriptEnabled) await waitForHydration(page);
      }

      test("shows every field's message for an empty form, then keeps what was typed when a field is wrong", async ({
        page,
      }) => {
        await open(page);
        await page.getByRole("button", { name: c.submit }).click();
        for (const message of c.errors) await expect(page.getByText(message, { exact: true })).toBeVisible();
        await expect(page.getByLabel(c.name, { exact: true })).toHaveAttribute("aria-invalid", "true");

        await page.getByLabel(c.name, { exact: true }).fill("Jordi Soler");
        await page.getByLabel(c.email, { exact: true }).fill("jordi@");
        await page.getByLabel(c.message, { exact: true }).fill("Formación para 20 personas.");
        await page.getByLabel(c.privacy).check();
        await page.getByRole("button", { name: c.submit }).click();
        await expect(page.getByText(c.errors[1], { exact: true })).toBeVisible();
        await expect(page.getByText(c.errors[0], { exact: true })).toHaveCount(0);
        await expect(page.getByLabel(c.name, { exact: true })).toHaveValue("Jordi Soler");
        await expect(page.getByLabel(c.message, { exact: true })).toHaveValue("Formación para 20 personas.");
      });

      test("sends a valid message: confirmation and an empty form", async ({ page }) => {
        await open(page);
        await page.getByLabel(c.name, { exact: true }).fill("Marta Vidal");
        await page.getByLabel(c.email, { exact: true }).fill("marta@example.com");
        await page.getByLabel(c.phone).fill("+34 600 111 222");
        await page.getByLabel(c.projectType).selectOption("education");
        const message = marked("Nos interesa el programa para nuestro instituto.");
        await page.getByLabel(c.message, { exact: true }).fill(message);
        await page.getByLabel(c.privacy).check();
        await page.getByRole("button", { name: c.submit }).click();

        await expect(page.getByRole("main").getByRole("status")).toContainText(c.sent);
        expect(rowsWith("contacts", "message", message), "the row this send stored").toBe(1);
        if (javaScriptEnabled) {
          await expect(page.getByRole("region", { name: /Notific/ }).getByText(c.sent)).toBeVisible();
        }
        await expect(page).toHaveURL(new RegExp(`${c.path}$`));
        await expect(page.getByLabel(c.name, { exact: true })).toHaveValue("");
        await expect(page.getByLabel(c.privacy)).not.toBeChecked();

        await page.reload();
        await expect(page.getByRole("main").getByText(c.sent)).toHaveCount(0); // shown once only
      });

      test("past the rate limit: the failure message and nothing typed is lost", async ({ page, request }) => {
        const ip = await asNewVisitor(page);
        await page.goto(c.path);
        if (javaScriptEnabled) await waitForHydration(page);
        const name = page.getByLabel(c.name, { exact: true });
        const status = page.getByRole("main").getByRole("status");
        const fill = async () => {
          await name.fill("Pau Roca");
          await page.getByLabel(c.email, { exact: true }).fill("pau@example.com");
          await page.getByLabel(c.message, { exact: true }).fill("Mensaje de prueba");
          await page.getByLabel(c.privacy).check();
        };
        // A finished send either empties the form (sent) or keeps it with the refusal (limited).
        const outcome = async () => {
          if ((await status.count()) > 0 && (await status.innerText()).includes(c.rateLimited)) return "limited";
          return (await name.inputValue()) === "" ? "sent" : "pending";
        };
        // The limiter counts sends per client address in fixed one-minute windows. Other sends from
        // this visitor's address use up its allowance first; the browser's own send then comes
        // within the same second, unless a window ends in between (then it goes through: again).
        for (let attempt = 1; ; attempt += 1) {
          const accepted = await useUpContactAllowance(request, c.path, ip);
          expect(accepted, "sends accepted before the limit").toBeGreaterThanOrEqual(attempt === 1 ? 5 : 0);
          expect(accepted).toBeLessThanOrEqual(10);
          await fill();
          await page.getByRole("button", { name: c.submit }).click();
          await expect.poll(outcome, { timeout: 30_000 }).not.toBe("pending");
          if ((await outcome()) === "limited") break;
          expect(attempt, "a window ended between the sends every time").toBeLessThan(3);
        }
        await expect(status).toContainText(c.rateLimited);
        if (javaScriptEnabled)
          await expect(page.getByRole("region", { name: /Notific/ }).getByText(c.rateLimited)).toBeVisible();
        await expect(name).toHaveValue("Pau Roca");
        await expect(page.getByLabel(c.message, { exact: true })).toHaveValue("Mensaje de prueba");
      });

      test("a topic in the address preselects the project type and starts the message", async ({ page }) => {
        await open(page, "?topic=custom-development");
        await expect(page.getByLabel(c.projectType)).toHaveValue("custom-development");
        // The topic's sentence in the page's language, and a space to go on typing.
        await expect(page.getByLabel(c.message, { exact: true })).toHaveValue(`${c.customDevelopment} `);
      });
    });
  }
}

for (const lang of languages) {
  const c = copy[lang];
  test(`the submit button shows the sending state while the message is on its way (${lang})`, async ({ page }) => {
    await asNewVisitor(page);
    await page.goto(c.path);
    await waitForHydration(page);
    // The form posts as a document, and its answer is held back a moment. While it is on its way
    // the page reports its button (the document that is leaving cannot be asked afterwards).
    await page.route(
      (url) => url.pathname === c.path,
      async (route) => {
        if (route.request().method() === "POST") await new Promise((resolve) => setTimeout(resolve, 800));
        await route.continue();
      },
    );
    const buttonStates: string[] = [];
    page.on("console", (entry) => buttonStates.push(entry.text()));
    await page.evaluate(() =>
      document.addEventListener("submit", (event) =>
        setTimeout(() => {
          const button = (event.target as HTMLFormElement).querySelector("button[type=submit]");
          console.log(`submit button: ${button?.textContent} ${(button as HTMLButtonElement | null)?.disabled}`);
        }),
      ),
    );
    await page.getByLabel(c.name, { exact: true }).fill("Núria");
    await page.getByLabel(c.email, { exact: true }).fill("nuria@example.com");
    const message = marked("Hola");
    await page.getByLabel(c.message, { exact: true }).fill(message);
    await page.getByLabel(c.privacy).check();
    await page.getByRole("button", { name: c.submit }).click();
    await expect(page.getByRole("main").getByRole("status")).toContainText(c.sent);
    expect(buttonStates).toContain(`submit button: ${c.sending} true`);
    expect(rowsWith("contacts", "message", message), "the row this send stored").toBe(1);
  });
}

test("errors update as the visitor corrects a field", async ({ page }) => {
  await asNewVisitor(page);
  await page.goto("/en/contact");
  await waitForHydration(page);
  await page.getByRole("button", { name: "SEND MESSAGE" }).click();
  await expect(page.getByText("Name is required")).toBeVisible();
  await page.getByLabel("Name", { exact: true }).fill("Ona");
  await expect(page.getByText("Name is required")).toBeHidden();
});
