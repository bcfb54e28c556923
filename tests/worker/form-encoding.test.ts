import { env } from "cloudflare:test";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { issueFormStamp } from "~/.server/form-stamp.server";
import { issueGameToken } from "~/features/compression-game/server/game-token.server";

import { formStampField } from "~/lib/honeypot";
import { lastRow, rowCount, silenceLogs } from "../integration/fuzz/hostile";
import { siteFetch } from "./front-door";
import { genuineGame } from "./genuine-game";

// What a form stores for a text with a lone surrogate (an unpaired half of a UTF-16 pair), byte
// for byte, through the whole Worker, for each form and both form encodings. A browser never sends
// one: it turns it into U+FFFD before encoding (EF BF BD in UTF-8). A client that writes it as
// three bytes (ED A0 80, as workerd's own fetch does for a string body) gets what the WHATWG
// decoder makes of them: one U+FFFD per byte. The property tests' encoder sends a browser's bytes.

const cases = [
  { client: "a browser", sent: new Uint8Array([0xef, 0xbf, 0xbd]), stored: "Hola \uFFFD món" },
  {
    client: "a client that writes the surrogate as three bytes",
    sent: new Uint8Array([0xed, 0xa0, 0x80]),
    stored: "Hola \uFFFD\uFFFD\uFFFD món",
  },
];

const percentEncoded = (bytes: Uint8Array) => [...bytes].map((b) => `%${b.toString(16).toUpperCase()}`).join("");

/** Whether `needle` stands in `haystack`, byte for byte. */
function holds(haystack: Uint8Array, needle: Uint8Array): boolean {
  return haystack.some((_, start) => needle.every((byte, i) => haystack[start + i] === byte));
}

/** `Hola <bytes> món` as the bytes of a field's value. */
function valueBytes(middle: Uint8Array): Uint8Array {
  const encoder = new TextEncoder();
  return new Uint8Array([...encoder.encode("Hola "), ...middle, ...encoder.encode(" món")]);
}

function concat(parts: (string | Uint8Array)[]): Uint8Array<ArrayBuffer> {
  const encoder = new TextEncoder();
  return new Uint8Array(parts.flatMap((part) => [...(typeof part === "string" ? encoder.encode(part) : part)]));
}

/** The body of a post whose `field` holds `Hola <bytes> món` and whose other fields are ASCII-safe. */
function body(encoding: "urlencoded" | "multipart", fields: Record<string, string>, field: string, middle: Uint8Array) {
  if (encoding === "urlencoded") {
    const others = new URLSearchParams(fields).toString();
    return {
      bytes: concat([`${others}&${field}=Hola+`, percentEncoded(middle), "+m%C3%B3n"]),
      contentType: "application/x-www-form-urlencoded",
    };
  }
  const boundary = "----pinned-boundary";
  const part = (name: string, value: string | Uint8Array) => [
    `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n`,
    value,
    "\r\n",
  ];
  return {
    bytes: concat([
      ...Object.entries(fields).flatMap(([name, value]) => part(name, value)),
      ...part(field, valueBytes(middle)),
      `--${boundary}--\r\n`,
    ]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

const stamp = () => issueFormStamp(env.HONEYPOT_KEY ?? "", Date.now() - 10_000);

const forms = [
  {
    form: "contact",
    path: "/ca/contacte",
    table: "contacts",
    field: "message",
    column: "message",
    fields: async () => ({
      name: "Laia Puig",
      email: "laia@example.com",
      privacy_consent: "on",
      [formStampField]: await stamp(),
    }),
  },
  {
    form: "feedback",
    path: "/es/first-aiducation/resources",
    table: "complaints",
    field: "message",
    column: "message",
    fields: async () => ({ [formStampField]: await stamp() }),
  },
  {
    form: "score",
    path: "/en/first-aiducation",
    table: "chest_compression_scores",
    field: "player_name",
    column: "player_name",
    async fields() {
      return {
        intent: "save",
        // Issued long enough ago for 40 presses (score-check.ts).
        game_id: await issueGameToken(env.SCORE_SIGNING_KEY ?? "", Date.now() - 5 * 60_000),
        ...genuineGame,
      };
    },
  },
] as const;

beforeEach(silenceLogs);
afterEach(() => vi.restoreAllMocks());

describe.each(forms)("the $form form, with a lone surrogate in $field", ({ path, table, field, column, fields }) => {
  for (const encoding of ["urlencoded", "multipart"] as const) {
    for (const { client, sent, stored } of cases) {
      it(`stores what ${client} sends, ${encoding}`, async () => {
        const { bytes, contentType } = body(encoding, await fields(), field, sent);
        // The exact bytes on the wire: the case's three, raw or percent-encoded.
        const onTheWire = encoding === "urlencoded" ? new TextEncoder().encode(percentEncoded(sent)) : sent;
        expect(holds(bytes, onTheWire)).toBe(true);

        const before = await rowCount(table);
        const response = await siteFetch(path, {
          method: "POST",
          body: bytes,
          headers: { "Content-Type": contentType, "CF-Connecting-IP": crypto.randomUUID() },
        });
        await response.arrayBuffer();
        expect(response.status).toBeLessThan(400);
        expect((await rowCount(table)) - before).toBe(1);
        expect((await lastRow(table))?.[column]).toBe(stored);
      });
    }
  }
});
