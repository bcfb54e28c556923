import { marked, rowsWith } from "./database";
import { languages } from "../../app/i18n-routes";
import { expect, test, waitForHydration, waitForQuietNetwork } from "./fixtures";

const home = {
  es: {
    headings: [
      "Quiénes somos",
      "Para centros educativos: una clase de RCP con el móvil",
      "Nuestra Experiencia",
      "Nuestros Servicios",
      "Desarrollo a Medida para tu Empresa",
      "Lo que dicen nuestros clientes",
      "Por qué elegirnos",
      "Vídeos de eventos",
      "Preguntas frecuentes",
      "Hablemos de tu proyecto",
    ],
    quote: "SOLICITAR PRESUPUESTO",
    contactUs: "CONTÁCTANOS",
    custom: "CONSULTAR DESARROLLO A MEDIDA",
    contact: "/es/contacto",
    services: {
      EVENTOS: "/es#videos",
      INDUSTRIA: "/es/training",
      EDUCACIÓN: "/es/educacion",
      SALUD: "/es/portfolio/kalyan",
    },
    schools: { button: "Abre una clase", href: "/es/first-aiducation/aula" },
    sectionNav: "En esta página",
    rating: "Valoración: 5 de 5 estrellas",
  },
  en: {
    headings: [
      "About us",
      "For schools: a CPR lesson with phones",
      "Our experience",
      "Our services",
      "Custom development for your company",
      "What our clients say",
      "Why choose us",
      "Event videos",
      "Frequently asked questions",
      "Let's talk about your project",
    ],
    quote: "REQUEST QUOTE",
    contactUs: "CONTACT US",
    custom: "ASK ABOUT CUSTOM DEVELOPMENT",
    contact: "/en/contact",
    services: {
      EVENTS: "/en#videos",
      INDUSTRY: "/en/training",
      EDUCATION: "/en/education",
      HEALTH: "/en/portfolio/kalyan",
    },
    schools: { button: "Open a class", href: "/en/first-aiducation/classroom" },
    sectionNav: "On this page",
    rating: "Rating: 5 out of 5 stars",
  },
  ca: {
    headings: [
      "Qui som",
      "Per a centres educatius: una classe de RCP amb el mòbil",
      "La nostra experiència",
      "Els nostres serveis",
      "Desenvolupament a mida per a la teva empresa",
      "Què diuen els nostres clients",
      "Per què triar-nos",
      "Vídeos d'esdeveniments",
      "Preguntes freqüents",
      "Parlem del teu projecte",
    ],
    quote: "SOL·LICITA UN PRESSUPOST",
    contactUs: "CONTACTA'NS",
    custom: "PREGUNTA'NS PEL DESENVOLUPAMENT A MIDA",
    contact: "/ca/contacte",
    services: {
      ESDEVENIMENTS: "/ca#videos",
      INDÚSTRIA: "/ca/formacio",
      EDUCACIÓ: "/ca/educacio",
      SALUT: "/ca/portfolio/kalyan",
    },
    schools: { button: "Obre una classe", href: "/ca/first-aiducation/aula" },
    sectionNav: "En aquesta pàgina",
    rating: "Valoració: 5 de 5 estrelles",
  },
} as const;

for (const lang of languages) {
  const h = home[lang];
  test.describe(`home page (${lang})`, () => {
    test("has its sections in the order of the specification", async ({ page }) => {
      await page.goto(`/${lang}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
      await expect(page.getByRole("main").getByRole("heading", { level: 2 })).toHaveText([...h.headings]);
    });

    test("every button leads where it says", async ({ page }) => {
      await page.goto(`/${lang}`);
      const main = page.getByRole("main");
      await expect(main.getByRole("link", { name: h.quote })).toHaveAttribute("href", h.contact);
      await expect(main.getByRole("link", { name: h.contactUs })).toHaveAttribute("href", h.contact);
      // A teacher finds the classroom from the first page.
      await expect(main.getByRole("link", { name: h.schools.button, exact: true })).toHaveAttribute(
        "href",
        h.schools.href,
      );
      await expect(main.getByRole("link", { name: h.custom })).toHaveAttribute(
        "href",
        `${h.contact}?topic=custom-development`,
      );
      for (const [label, target] of Object.entries(h.services)) {
        const link = main.getByRole("link", { name: label, exact: true });
        await link.click();
        await expect(page).toHaveURL(new RegExp(`${target}$`));
        await page.goto(`/${lang}`);
      }
    });

    test("the section navigation leads to its sections", async ({ page }) => {
      await page.goto(`/${lang}`);
      const sectionNav = page.getByRole("navigation", { name: h.sectionNav });
      await expect(sectionNav.getByRole("link")).toHaveCount(4);
      await sectionNav.getByRole("link").nth(3).click();
      await expect(page).toHaveURL(/#faq$/);
      await expect(page.locator("#faq")).toBeInViewport();
    });

    test("the #videos anchor shows the two vertical event videos", async ({ page }) => {
      await page.goto(`/${lang}#videos`);
      await expect(page.locator("#videos")).toBeInViewport();
      const posters = page.locator("section[aria-labelledby=videos] img");
      await expect(posters).toHaveCount(2);
      const box = await posters.first().boundingBox();
      expect(box && box.height / box.width).toBeCloseTo(16 / 9, 1);
    });

    test("the testimonials read their rating as one value", async ({ page }) => {
      await page.goto(`/${lang}`);
      const ratings = page.getByRole("img", { name: h.rating });
      await expect(ratings).toHaveCount(2);
    });

    test("publishes its questions as FAQPage data", async ({ page }) => {
      await page.goto(`/${lang}`);
      const data = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
        (text) => JSON.parse(text) as { "@type": string; mainEntity?: unknown[] },
      );
      expect(data.find((d) => d["@type"] === "FAQPage")?.mainEntity).toHaveLength(6);
    });

    test("loads nothing from another origin and no video code", async ({ page, thirdPartyRequests }) => {
      const scripts: string[] = [];
      page.on("request", (request) => {
        if (request.resourceType() === "script") scripts.push(request.url());
      });
      await page.goto(`/${lang}`);
      await waitForHydration(page);
      await page.mouse.wheel(0, 20000);
      await waitForQuietNetwork(page);
      await expect(page.locator("iframe")).toHaveCount(0);
      expect(thirdPartyRequests).toEqual([]);
      // The provider's player (iframe API, embed scripts) loads only after a click.
      expect(scripts.filter((url) => /youtube|ytimg|iframe_api/i.test(url))).toEqual([]);
    });
  });

  for (const javaScriptEnabled of [true, false]) {
    test.describe(`home page (${lang}, JavaScript ${javaScriptEnabled ? "on" : "off"})`, () => {
      test.use({ javaScriptEnabled });

      test("choosing a thumbnail shows that video and marks it selected", async ({ page }) => {
        await page.goto(`/${lang}`);
        if (javaScriptEnabled) await waitForHydration(page);
        const thumbnails = page.locator(
          "#experience ~ * button[aria-pressed], section[aria-labelledby=experience] button",
        );
        await expect(thumbnails).toHaveCount(5);
        await expect(thumbnails.first()).toHaveAttribute("aria-pressed", "true");
        const third = thumbnails.nth(2);
        const title = (await third.innerText()).trim();
        await third.click();
        await expect(page.locator("section[aria-labelledby=experience] button").nth(2)).toHaveAttribute(
          "aria-pressed",
          "true",
        );
        await expect(page.locator("section[aria-labelledby=experience] button").first()).toHaveAttribute(
          "aria-pressed",
          "false",
        );
        await expect(page.locator("section[aria-labelledby=experience]").getByRole("heading", { level: 3 })).toHaveText(
          title,
        );
      });

      test("the FAQ keeps at most one answer open, and the open one closes", async ({ page }) => {
        await page.goto(`/${lang}#faq`);
        const items = page.locator("section[aria-labelledby=faq] details");
        await expect(items).toHaveCount(6);
        await items.nth(0).locator("summary").click();
        await expect(items.nth(0)).toHaveAttribute("open", "");
        await items.nth(1).locator("summary").click();
        await expect(items.nth(1)).toHaveAttribute("open", "");
        await expect(items.nth(0)).not.toHaveAttribute("open", "");
        await items.nth(1).locator("summary").click();
        await expect(items.locator("[open]")).toHaveCount(0);
        await expect(page.locator("section[aria-labelledby=faq] details[open]")).toHaveCount(0);
      });
    });
  }
}

/** The contact form at the foot of the home page, in each language. */
const homeForm = {
  es: {
    form: "Formulario de contacto",
    name: "Nombre",
    email: "Correo electrónico",
    message: "Mensaje",
    privacy: /He leído y acepto/,
    submit: "ENVÍA EL MENSAJE",
    sent: "¡Mensaje enviado!",
  },
  en: {
    form: "Contact form",
    name: "Name",
    email: "Email",
    message: "Message",
    privacy: /I have read and accept/,
    submit: "SEND MESSAGE",
    sent: "Message sent!",
  },
  ca: {
    form: "Formulari de contacte",
    name: "Nom",
    email: "Correu electrònic",
    message: "Missatge",
    privacy: /He llegit i accepto/,
    submit: "ENVIA EL MISSATGE",
    sent: "Missatge enviat!",
  },
} as const;

test.describe("the contact form on the home page", () => {
  test.use({ javaScriptEnabled: false });

  for (const lang of languages) {
    const c = homeForm[lang];
    test(`without JavaScript, a send comes back to the form with its confirmation (${lang})`, async ({ page }) => {
      await page.setExtraHTTPHeaders({ "CF-Connecting-IP": `198.19.0.${Math.floor(Math.random() * 250)}` });
      await page.goto(`/${lang}`);
      const form = page.getByRole("form", { name: c.form });
      await form.getByLabel(c.name, { exact: true }).fill("Arnau");
      await form.getByLabel(c.email, { exact: true }).fill("arnau@example.com");
      const message = marked("We would like a demo for our school.");
      await form.getByLabel(c.message, { exact: true }).fill(message);
      await form.getByLabel(c.privacy).check();
      await form.getByRole("button", { name: c.submit }).click();
      await expect(page).toHaveURL(new RegExp(`/${lang}#contact$`));
      await expect(form.getByRole("status")).toContainText(c.sent);
      expect(rowsWith("contacts", "message", message), "the row this send stored").toBe(1);
      await expect(page.locator("#contact")).toBeInViewport();
    });
  }
});
