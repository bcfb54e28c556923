import { createExecutionContext, env, waitOnExecutionContext } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createLoadContext } from "~/.server/load-context";
import { contactAction } from "~/features/contact/contact-action.server";
import { contactNotificationMessage } from "~/features/contact/contact-notification.server";
import { contactCount, loggedLines, postForm, validContact } from "./helpers";

// The e-mail to the company about each stored contact, with the real local D1: sent once after
// the row is stored, never blocking or failing the visitor's request, and logged when it fails.

afterEach(() => vi.restoreAllMocks());

type Sent = Parameters<SendEmail["send"]>[0];

function mailer(send: (message: Sent) => Promise<EmailSendResult>) {
  const sent: Sent[] = [];
  return {
    sent,
    binding: { send: (message: Sent) => (sent.push(message), send(message)) } as unknown as SendEmail,
  };
}

async function submit(bindings: Env, fields: Record<string, string> = validContact, path = "/en/contact") {
  const ctx = createExecutionContext();
  const response = await contactAction({
    request: postForm(path, fields),
    params: {},
    context: createLoadContext(bindings, ctx),
  });
  await waitOnExecutionContext(ctx);
  return response as Response;
}

const configured = { CONTACT_NOTIFY_TO: "equipo@estudioxr.example", CONTACT_NOTIFY_FROM: "web@estudioxr.example" };

describe("the contact notification", () => {
  it("sends one e-mail per stored contact, to the company, with the visitor as Reply-To", async () => {
    const { sent, binding } = mailer(async () => ({ messageId: "m1" }) as EmailSendResult);
    const response = await submit(
      { ...env, ...configured, CONTACT_EMAIL: binding },
      {
        ...validContact,
        phone: "+34 600 000 000",
        project_type: "health",
        marketing_consent: "on",
      },
    );
    expect(response.status).toBe(302);
    expect(await contactCount()).toBe(1);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      from: "web@estudioxr.example",
      to: "equipo@estudioxr.example",
      replyTo: validContact.email,
      subject: "Nuevo mensaje del formulario de contacto",
    });
    const text = (sent[0] as { text: string }).text;
    for (const line of [
      `Nombre: ${validContact.name}`,
      "Teléfono: +34 600 000 000",
      "Tipo de proyecto: Salud",
      "Idioma de la página: inglés",
      "Acepta recibir novedades: sí",
      validContact.message,
    ]) {
      expect(text).toContain(line);
    }
  });

  it("names Catalan as the language of a contact sent from a Catalan page, in the Spanish e-mail", async () => {
    const { sent, binding } = mailer(async () => ({ messageId: "m-ca" }) as EmailSendResult);
    const fields = { ...validContact, message: "Voldríem formar el nostre equip en suport vital bàsic." };
    const response = await submit({ ...env, ...configured, CONTACT_EMAIL: binding }, fields, "/ca/contacte");
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/ca/contacte");
    expect(await env.DB.prepare("SELECT locale FROM contacts").all()).toMatchObject({ results: [{ locale: "ca" }] });
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ subject: "Nuevo mensaje del formulario de contacto", replyTo: validContact.email });
    const text = (sent[0] as { text: string }).text;
    expect(text).toContain("Idioma de la página: catalán");
    expect(text).toContain(fields.message);
    for (const other of ["español", "inglés"]) expect(text).not.toContain(other);
  });

  it("sends nothing for a refused submission, or when it is not configured", async () => {
    const { sent, binding } = mailer(async () => ({ messageId: "m2" }) as EmailSendResult);
    await submit({ ...env, ...configured, CONTACT_EMAIL: binding }, { ...validContact, email: "not-an-address" });
    await submit({ ...env, CONTACT_NOTIFY_TO: "", CONTACT_EMAIL: binding });
    expect(sent).toHaveLength(0);
    expect(await contactCount()).toBe(1); // the second one, stored without a notification
  });

  it("keeps the visitor's success and logs, without the contact's data, when sending fails", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const { binding } = mailer(() => Promise.reject(new Error("destination address not verified")));
    const response = await submit({ ...env, ...configured, CONTACT_EMAIL: binding });
    expect(response.status).toBe(302);
    expect(await contactCount()).toBe(1);
    expect(loggedLines(error)).toEqual([
      expect.objectContaining({
        event: "contact notification not sent",
        errorMessage: "destination address not verified",
      }),
    ]);
    expect(JSON.stringify(error.mock.calls)).not.toContain(validContact.email);
  });

  it("goes through the local send_email binding of wrangler.toml", async () => {
    expect(env.CONTACT_EMAIL).toBeDefined();
    const message = contactNotificationMessage(
      { name: "Laia", email: "laia@example.com", message: "Hola", privacy_consent: true, marketing_consent: false },
      "es",
      configured.CONTACT_NOTIFY_FROM,
      configured.CONTACT_NOTIFY_TO,
    );
    await expect(env.CONTACT_EMAIL?.send(message)).resolves.toBeDefined();
  });
});
