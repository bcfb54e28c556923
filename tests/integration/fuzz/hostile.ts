import type { ActionFunctionArgs } from "@remix-run/cloudflare";
import { env } from "cloudflare:test";
import fc from "fast-check";
import { expect, vi } from "vitest";
import { formStampField, honeypotField } from "~/lib/honeypot";
import { createTranslator, type TranslationKey } from "~/lib/translate";
import { messages } from "~/locales/messages";
import { propertyRuns } from "../../properties/runs";
import { callAction, formStamp, siteOrigin } from "../helpers";

// Random and hostile form posts for the property tests of each action (*.fuzz.test.ts): any text
// (control characters, lone surrogates, right-to-left overrides), HTML, SQL and spreadsheet
// fragments, values around and far beyond the length bounds, numbers, missing, repeated and extra
// fields, every body encoding a client could send (or botch), and now and then a cross-site Origin.

/** Runs per property: at least 1,000 bodies per action (more when FC_RUNS_SCALE says so). */
export const HOSTILE_RUNS = propertyRuns(1_000);

/** Time allowed to a property test: a thousand requests, and shrinking a counterexample if one fails. */
export const FUZZ_TIMEOUT_MS = propertyRuns(180_000);

const fragments = [
  "<script>alert(1)</script>",
  '"><img src=x onerror=alert(1)>',
  "' OR '1'='1",
  "Robert'); DROP TABLE contacts;--",
  '=HYPERLINK("https://evil.example")',
  "\u0000",
  "\u202Eevil",
  "\uD800",
  "on",
  "true",
  "",
  " ",
  "\r\n",
  "%FF%FE",
  "start",
  "save",
  "health",
  "laia@example.com",
];

export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.string({ unit: "grapheme", maxLength: 40 }) },
  { weight: 3, arbitrary: fc.string({ unit: "binary", maxLength: 40 }) },
  { weight: 3, arbitrary: fc.constantFrom(...fragments) },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme-ascii", minLength: 95, maxLength: 105 }) },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme-ascii", minLength: 1990, maxLength: 2010 }) },
  { weight: 1, arbitrary: fc.string({ unit: "grapheme-ascii", minLength: 4990, maxLength: 5010 }) },
  { weight: 1, arbitrary: fc.nat({ max: 200_000 }).map((length) => "x".repeat(length)) },
  { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.double()).map(String) },
);

/** Fields of a post: the action's own names, often, and any others; each maybe sent twice. */
export function hostileFields(known: readonly string[]) {
  return fc.array(fc.tuple(fc.oneof(fc.constantFrom(...known), fc.string({ maxLength: 12 })), hostileText), {
    maxLength: 12,
  });
}

export const encodings = ["urlencoded", "multipart", "json", "text", "none", "invalid-utf8"] as const;
export type Encoding = (typeof encodings)[number];

export const hostileEncoding = fc.constantFrom(...encodings);

/**
 * A text as the UTF-8 bytes a browser sends: every lone surrogate becomes U+FFFD (EF BF BD) first.
 * A string handed to workerd's Request as a body is not: workerd writes a lone surrogate as the
 * three bytes ED A0 80, which the action decodes, as the WHATWG decoder must, to three U+FFFD; no
 * browser sends those bytes (tests/worker/form-encoding.test.ts pins both cases).
 */
export function browserBytes(text: string): Uint8Array<ArrayBuffer> {
  return new Uint8Array(new TextEncoder().encode(text));
}

/** A form's fields as the body a client might send (or botch), with its content type if it names one. */
export function encodeBody(fields: [string, string][], encoding: Encoding): { body: BodyInit; contentType?: string } {
  const form = new URLSearchParams(fields);
  switch (encoding) {
    case "urlencoded":
      return { body: form, contentType: "application/x-www-form-urlencoded" };
    case "multipart": {
      // Written by hand: the runtime's FormData refuses some names (one ending in a backslash),
      // and a hostile client is not bound by it.
      const boundary = `----fuzz${crypto.randomUUID()}`;
      const parts = fields.map(
        ([name, value]) =>
          `--${boundary}\r\nContent-Disposition: form-data; name="${name.replace(/[\r\n"]/g, encodeURIComponent)}"\r\n\r\n${value}\r\n`,
      );
      return {
        body: browserBytes(`${parts.join("")}--${boundary}--\r\n`),
        contentType: `multipart/form-data; boundary=${boundary}`,
      };
    }
    case "json":
      return { body: JSON.stringify(Object.fromEntries(fields)), contentType: "application/json" };
    case "text":
      return {
        body: browserBytes(fields.map(([name, value]) => `${name}=${value}`).join("\n")),
        contentType: "text/plain",
      };
    case "none":
      return { body: new TextEncoder().encode(form.toString()) };
    case "invalid-utf8": {
      const bytes = new TextEncoder().encode(form.toString());
      return {
        body: new Uint8Array([...bytes.slice(0, bytes.length / 2), 0xff, 0xc3, 0x28, ...bytes.slice(bytes.length / 2)]),
        contentType: "application/x-www-form-urlencoded",
      };
    }
  }
}

/** A POST of `fields` to `path`, encoded as a client might; a new client IP each time (rate limits). */
export function post(path: string, fields: [string, string][], encoding: Encoding, crossSite = false): Request {
  const headers = new Headers({ "CF-Connecting-IP": crypto.randomUUID() });
  if (crossSite) headers.set("Origin", "https://evil.example");
  const { body, contentType } = encodeBody(fields, encoding);
  if (contentType) headers.set("Content-Type", contentType);
  return new Request(`${siteOrigin}${path}`, { method: "POST", body, headers });
}

const spanish = createTranslator("es", messages.es);

/** Whether a message key of an answer is one of the locales' (so the page shows it in words). */
export function isLocalizedKey(key: unknown): boolean {
  return typeof key === "string" && spanish(key as TranslationKey) !== key;
}

/** Every message of a conform reply (`result.error`), which must all be translation keys. */
export function replyMessages(data: unknown): unknown[] {
  const error = (data as { result?: { error?: Record<string, unknown[] | null> | null } } | null)?.result?.error;
  return Object.values(error ?? {}).flatMap((list) => list ?? []);
}

export async function rowCount(table: string): Promise<number> {
  const row = await env.DB.prepare(`SELECT count(*) AS n FROM ${table}`).first<{ n: number }>();
  return row?.n ?? 0;
}

export async function lastRow(table: string): Promise<Record<string, unknown> | null> {
  return env.DB.prepare(`SELECT * FROM ${table} ORDER BY id DESC LIMIT 1`).first();
}

/** Silences the console for a test: refused posts are logged, thousands of lines that say nothing here. */
export function silenceLogs() {
  for (const level of ["log", "warn", "error"] as const) vi.spyOn(console, level).mockImplementation(() => undefined);
}

const first = (fields: [string, string][], name: string) => fields.find(([field]) => field === name)?.[1];

/** What a browser would send for a value (a lone surrogate becomes U+FFFD in UTF-8). */
export const wellFormed = (text: string) => new TextDecoder().decode(new TextEncoder().encode(text));

/** Whether the runtime reads these fields, so encoded, back as a form (as the action does). */
async function readsAsForm(fields: [string, string][], encoding: Encoding): Promise<boolean> {
  if (encoding !== "urlencoded" && encoding !== "multipart") return false;
  const { body, contentType } = encodeBody(fields, encoding);
  try {
    await new Request(siteOrigin, { method: "POST", body, headers: { "Content-Type": contentType ?? "" } }).formData();
    return true;
  } catch {
    return false;
  }
}

/** Whether a post carries the page's stamp, as a browser's does: most do; the others are bots'. */
export const stampedMostly = fc.nat({ max: 4 }).map((n) => n !== 0);

/** The fields with the page's form stamp first (the one the action reads), when `withStamp`. */
export function withPageStamp(fields: [string, string][], withStamp: boolean): [string, string][] {
  return withStamp ? [[formStampField, formStamp], ...fields] : fields;
}

export interface FormUnderTest {
  action: (args: ActionFunctionArgs) => Promise<unknown>;
  path: string;
  table: string;
  /** The form's own field names (the honeypot and the stamp are added). */
  fields: readonly string[];
  /** The translation keys of a 400 answer's messages. */
  refusalMessages: (data: unknown) => unknown[];
  /** Checks the row that a person's post stored, when its encoding keeps the values as sent. */
  checkStored?: (row: Record<string, unknown> | null, value: (name: string) => string) => void;
  /** Posts tried first, every run (regressions): fields, encoding, cross-site, with the page's stamp. */
  examples?: [[string, string][], Encoding, boolean, boolean][];
}

/**
 * HOSTILE_RUNS random and hostile posts to a form's action: each is answered with a success
 * (302), a 403 for a cross-site post, or a 400 whose messages are all localized; never a 5xx. A
 * refused post writes no row; an accepted one exactly one, or none when a bot gave itself away
 * (honeypot, a stamp missing or not the page's). Returns the number of posts sent.
 */
export async function assertHostilePosts(form: FormUnderTest): Promise<number> {
  let runs = 0;
  await fc.assert(
    fc.asyncProperty(
      hostileFields([...form.fields, honeypotField, formStampField]),
      hostileEncoding,
      fc.nat({ max: 9 }).map((n) => n === 0),
      stampedMostly,
      async (rawFields, encoding, crossSite, withStamp) => {
        runs += 1;
        const fields = withPageStamp(rawFields, withStamp);
        const before = await rowCount(form.table);
        const answer = await callAction(form.action, post(form.path, fields, encoding, crossSite));
        const added = (await rowCount(form.table)) - before;

        expect(answer.status).toBeLessThan(500);
        if (answer.status === 302) {
          // A body the action cannot read as a form (JSON, plain text, no type, a multipart body the
          // runtime's parser refuses) has no stamp for it: a bot's.
          const readable = await readsAsForm(fields, encoding);
          const bot =
            !readable || Boolean(first(fields, honeypotField)?.trim()) || first(fields, formStampField) !== formStamp;
          // Bytes that are not UTF-8 can land in any field, the honeypot's too: then 0 or 1.
          if (encoding === "invalid-utf8") expect([0, 1]).toContain(added);
          else expect(added).toBe(bot ? 0 : 1);
          if (!bot && (encoding === "urlencoded" || encoding === "multipart")) {
            form.checkStored?.(await lastRow(form.table), (name) => wellFormed(first(fields, name) ?? ""));
          }
          return;
        }
        expect(added).toBe(0);
        if (answer.status === 403) {
          expect(crossSite).toBe(true);
          expect(answer.data).toMatchObject({ message: "Este formulario solo se puede enviar desde este sitio." });
          return;
        }
        expect(answer.status).toBe(400);
        const messages = form.refusalMessages(answer.data);
        expect(messages.length).toBeGreaterThan(0);
        for (const message of messages) expect(isLocalizedKey(message), String(message)).toBe(true);
      },
    ),
    { numRuns: HOSTILE_RUNS, examples: form.examples ?? [] },
  );
  return runs;
}
