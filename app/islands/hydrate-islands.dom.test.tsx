import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ContactForm, type ContactFormProps } from "~/features/contact/contact-form";
import { staticCatalog, TranslationCatalogProvider } from "~/lib/translation";
import { es } from "~/locales/es";
import { esFeatures } from "~/locales/es-features";
import { hydrateIslands } from "./hydrate-islands";
import { ISLAND_ATTRIBUTE, jsonForScript } from "./island-data";
import { IslandFrame, type IslandPage } from "./island-frame";

// An island as the server writes it (its container, then its data) and as the browser hydrates it
// alone: the two must render the same markup, or React would throw away the server's.

const page: IslandPage = { lang: "es", features: { contact: esFeatures.contact }, formStamp: "stamp-1" };
const props: ContactFormProps = { lang: "es", action: "/es/contacto", defaultValue: {}, flash: null };

function serverIsland(islandProps: ContactFormProps) {
  const html = renderToString(
    <TranslationCatalogProvider value={staticCatalog({ es })}>
      <IslandFrame page={page}>
        <ContactForm {...islandProps} />
      </IslandFrame>
    </TranslationCatalogProvider>,
  );
  const data = jsonForScript({ props: islandProps, features: page.features });
  document.documentElement.lang = "es";
  document.documentElement.dataset.formStamp = "stamp-1";
  document.body.innerHTML = `<div ${ISLAND_ATTRIBUTE}="contact-form">${html}</div><script type="application/json">${data}</script>`;
}

afterEach(() => {
  document.body.innerHTML = "";
  document.documentElement.removeAttribute("data-hydrated");
  vi.restoreAllMocks();
});

describe("the contact form's island", () => {
  it("hydrates the server's markup without a mismatch, and then checks itself before it posts", async () => {
    serverIsland(props);
    // Watched from here: the server's render in this test's DOM warns of layout effects, a real server does not.
    const errors = vi.spyOn(console, "error");
    const serverForm = document.querySelector("form");
    await act(() => hydrateIslands("contact-form", ContactForm));
    await waitFor(() => expect(document.documentElement.hasAttribute("data-hydrated")).toBe(true));
    expect(document.querySelector("form")).toBe(serverForm); // the same nodes: hydrated, not replaced
    expect(errors).not.toHaveBeenCalled();
    expect(document.querySelector<HTMLInputElement>('input[name="form_stamp"]')?.value).toBe("stamp-1");

    const submitted = fireEvent.submit(document.querySelector("form") as HTMLFormElement);
    expect(submitted).toBe(false); // an empty form does not go to the server
    expect(await screen.findByText(esFeatures.contact.errors.nameRequired)).toBeTruthy();
  });

  it("writes what it was given after its container as JSON that cannot end the script", () => {
    const hostile = { ...props, defaultValue: { message: "</script><script>alert(1)</script>" } };
    serverIsland(hostile);
    const script = document.querySelector('script[type="application/json"]');
    expect(script?.textContent).not.toContain("</script>");
    expect(JSON.parse(script?.textContent ?? "").props.defaultValue.message).toBe(hostile.defaultValue.message);
  });
});
