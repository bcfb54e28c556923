import fc from "fast-check";
import { afterEach, describe, expect, it, vi } from "vitest";
import { languages, links, pageIds, pages } from "~/i18n-routes";
import { apiRoutes } from "~/lib/api-routes";
import { propertyRuns } from "../../tests/properties/runs";
import { logEvent, logRequest, SLOW_REQUEST_MS, withoutTokenPieces, withRequestLog } from "./log.server";

afterEach(() => vi.restoreAllMocks());

describe("the log", () => {
  it("writes one JSON line per request, as an error when the answer is a 5xx", () => {
    const info = vi.spyOn(console, "log").mockImplementation(() => undefined);
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    logRequest({ requestId: "abc123", method: "GET", path: "/es", status: 200, durationMs: 4 });
    logRequest({ requestId: "def456", method: "POST", path: "/es/contacto", status: 503, durationMs: 12 });

    expect(info).toHaveBeenCalledTimes(1);
    const line = JSON.parse(String(info.mock.calls[0]?.[0]));
    expect(line).toEqual({
      level: "info",
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      type: "request",
      requestId: "abc123",
      method: "GET",
      path: "/es",
      status: 200,
      durationMs: 4,
    });
    expect(JSON.parse(String(error.mock.calls[0]?.[0]))).toMatchObject({ level: "error", status: 503 });
  });

  it("never writes the values of a failed query, which drizzle puts in its message and stack", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const failure = new Error(
      'Failed query: insert into "contacts" ("name") values (?)\nparams: Laia Puig,laia@example.com',
      {
        cause: new Error("D1_ERROR: no such table: contacts: SQLITE_ERROR"),
      },
    );
    logEvent("error", { event: "contact not stored", error: failure });
    const text = String(error.mock.calls[0]?.[0]);
    expect(text).not.toContain("Laia");
    expect(text).not.toContain("laia@example.com");
    expect(JSON.parse(text)).toMatchObject({
      errorMessage: 'Failed query: insert into "contacts" ("name") values (?)',
      causeMessage: "D1_ERROR: no such table: contacts: SQLITE_ERROR",
      stack: expect.stringMatching(/^\s+at /),
    });
  });

  it("describes an error by its name, message and stack, on one line", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    logEvent("warn", {
      requestId: "abc123",
      event: "score refused",
      reason: "game id reused",
      error: new TypeError("x\ny"),
    });
    const text = String(warn.mock.calls[0]?.[0]);
    expect(text).not.toContain("\n");
    expect(JSON.parse(text)).toMatchObject({
      level: "warn",
      type: "event",
      event: "score refused",
      reason: "game id reused",
      errorName: "TypeError",
      errorMessage: "x\ny",
      stack: expect.stringMatching(/^\s+at /),
    });
  });

  it("leaves out the error fields when there is no error, bounds a long message, and only types a thrown value", () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    logEvent("error", { event: "page not found", path: "/es/nada" });
    logEvent("error", { event: "contact not stored", error: new Error("y ".repeat(5_000)) });
    logEvent("error", { event: "contact not stored", error: "laia@example.com" });
    const [first, second, third] = error.mock.calls.map(([line]) => JSON.parse(String(line)));
    expect(Object.keys(first)).toEqual(["level", "time", "type", "event", "path"]);
    expect(second.errorMessage).toHaveLength(500);
    expect(third).toMatchObject({ errorName: "string" });
    expect(JSON.stringify(third)).not.toContain("laia");
  });

  it("logs a refused or slow request's method, path (without its query), status and duration", async () => {
    const info = vi.spyOn(console, "log").mockImplementation(() => undefined);
    const request = new Request("https://site.example/es/contacto?topic=health&email=laia@example.com");
    const response = await withRequestLog(request, "req001", async () => new Response("no", { status: 403 }));
    expect(response.status).toBe(403);
    const line = JSON.parse(String(info.mock.calls[0]?.[0]));
    expect(line).toMatchObject({
      type: "request",
      requestId: "req001",
      method: "GET",
      path: "/es/contacto",
      status: 403,
    });
    expect(line.durationMs).toBeGreaterThanOrEqual(0);
    expect(JSON.stringify(line)).not.toContain("laia");

    vi.useFakeTimers();
    const slow = withRequestLog(new Request("https://site.example/es"), "req003", async () => {
      await new Promise((resolve) => setTimeout(resolve, SLOW_REQUEST_MS));
      return new Response("ok");
    });
    await vi.advanceTimersByTimeAsync(SLOW_REQUEST_MS);
    await slow;
    vi.useRealTimers();
    expect(JSON.parse(String(info.mock.calls[1]?.[0]))).toMatchObject({ requestId: "req003", status: 200 });
  });

  it("writes no line of its own for a request answered well and quickly", async () => {
    const info = vi.spyOn(console, "log").mockImplementation(() => undefined);
    await withRequestLog(new Request("https://site.example/es"), "req004", async () => new Response("ok"));
    expect(info).not.toHaveBeenCalled();
  });

  it("logs a thrown request as a 500 with its error, and throws it on", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const failure = new Error("boom");
    await expect(
      withRequestLog(new Request("https://site.example/es", { method: "POST" }), "req002", () =>
        Promise.reject(failure),
      ),
    ).rejects.toBe(failure);
    const lines = error.mock.calls.map(([text]) => JSON.parse(String(text)));
    expect(lines).toEqual([
      expect.objectContaining({ type: "event", event: "request failed", requestId: "req002", errorMessage: "boom" }),
      expect.objectContaining({ type: "request", method: "POST", path: "/es", status: 500 }),
    ]);
  });

  it("writes a class's link with `[token]`, in a path that does not decode and in an error's message", async () => {
    const token = "NR0kF1rlx7of69CUTAglodbfIzMlbP795cX7lUmYrIo";
    const spelt = "/es/first-aiducation/aul%61/t/NR0kF%31rlx7of69CUTAglodbfI%7AMlbP795cX7lUmYrIo%zz";
    const info = vi.spyOn(console, "log").mockImplementation(() => undefined);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    await withRequestLog(
      new Request(`https://site.example${spelt}`),
      "req005",
      async () => new Response(null, { status: 400 }),
    );
    logEvent("warn", {
      event: "request refused",
      path: spelt,
      error: new Error(`No route matches URL "/es/first-aiducation/aula/t/${token}"`),
    });
    const lines = [...info.mock.calls, ...warn.mock.calls].map(([text]) => String(text));
    expect(lines).toHaveLength(2);
    for (const line of lines) {
      expect(JSON.parse(line).path).toBe("/es/first-aiducation/aula/t/[token]");
      for (let start = 0; start + 6 <= token.length; start += 1)
        expect(line).not.toContain(token.slice(start, start + 6));
    }
  });
});

/** A class's token (32 random bytes, base64url, as class-token.server.ts makes them). */
const classToken = fc.noBias(fc.uint8Array({ minLength: 32, maxLength: 32 })).map((bytes) =>
  btoa(String.fromCharCode(...bytes))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, ""),
);

/** What may come between a token's pieces in a path: a segment's end, a dot, a tilde, its own characters, escapes. */
const pieceSeparator = fc.constantFrom("/", ".", "-", "_", "~", "//", "%2F", "%2f", "%2E", "%7E", "%20", "%252F", "./");

/** A token split at two or three random points, each piece after a random separator. */
const splitToken = fc
  .tuple(classToken, fc.uniqueArray(fc.integer({ min: 1, max: 42 }), { minLength: 1, maxLength: 2 }))
  .chain(([token, cuts]) =>
    fc.tuple(fc.constant(token), fc.constant(cuts), fc.array(pieceSeparator, { minLength: 2, maxLength: 2 })),
  )
  .map(([token, cuts, separators]) => {
    const ends = [...cuts].sort((a, b) => a - b);
    const pieces = [0, ...ends].map((start, n) => token.slice(start, ends[n]));
    return { token, spelt: pieces.map((piece, n) => (n === 0 ? piece : `${separators[n - 1]}${piece}`)).join("") };
  });

/** Where a split token may stand: after a language, a page, before a file of a link. */
const around = fc.constantFrom(
  (spelt: string) => `/es/${spelt}`,
  (spelt: string) => `/${spelt}`,
  (spelt: string) => `/en/portfolio/${spelt}`,
  (spelt: string) => `/ca/contacte/${spelt}/report`,
  (spelt: string) => `/es/first-aiducation/${spelt}.data`,
);

/** Every piece of a token of eight characters that a line holds. */
const piecesIn = (line: string, token: string) =>
  Array.from({ length: token.length - 7 }, (_, start) => token.slice(start, start + 8)).filter((piece) =>
    line.includes(piece),
  );

describe("a token's pieces in a logged path", () => {
  it("go, split in two or three anywhere in the path, by any separator", () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    fc.assert(
      fc.property(splitToken, around, ({ token, spelt }, at) => {
        warn.mockClear();
        const path = at(spelt);
        logEvent("warn", { event: "page not found", path, error: new Error(`No route matches URL "${path}"`) });
        const line = String(warn.mock.calls[0]?.[0]);
        expect(piecesIn(line, token), `${path} → ${line}`).toEqual([]);
        expect(line).toContain("[token]");
      }),
      { numRuns: propertyRuns(200) },
    );
  });

  it("leave every address of the route table and the JSON addresses as they are, and a mistyped one of words", () => {
    const addresses = [
      ...pageIds.flatMap((id) => languages.map((lang) => pages[id][lang])),
      ...apiRoutes.map((route) => route.path),
      ...pageIds.map((id) => `${pages[id].ca}.data`),
      "/en/contacts",
      "/en/portfolio/some-old-project",
      "/es/first-aiducation/aula/round",
      "/robots.txt",
      "/assets/fonts/inter-latin.woff2",
    ];
    const linkAddresses = Object.values(links).flatMap((paths) =>
      languages.map((lang) => paths[lang].replace(":token", "[token]")),
    );
    for (const path of [...addresses, ...linkAddresses]) expect(withoutTokenPieces(path), path).toBe(path);
    const info = vi.spyOn(console, "log").mockImplementation(() => undefined);
    for (const path of addresses) logRequest({ requestId: "r", method: "PUT", path, status: 405, durationMs: 1 });
    expect(info.mock.calls.map(([line]) => JSON.parse(String(line)).path)).toEqual(addresses);
  });

  it("go with all that follows the site's addresses, and leave those", () => {
    const token = "NR0kF1rlx7of69CUTAglodbfIzMlbP795cX7lUmYrIo";
    expect(withoutTokenPieces(`/es/${token.slice(0, 21)}.${token.slice(21)}`)).toBe("/es/[token]");
    expect(withoutTokenPieces(`/es/${token.slice(0, 21)}/${token.slice(21)}/`)).toBe("/es/[token]/");
    expect(withoutTokenPieces(`/en/portfolio/${token.slice(0, 9)}/kalyan`)).toBe("/en/portfolio/[token]");
    expect(withoutTokenPieces(`/es/${token.slice(0, 9)}/t/[token]`)).toBe("/es/[token]");
    expect(withoutTokenPieces("/es/contacto2024b")).toBe("/es/[token]");
    expect(withoutTokenPieces("/es/contact%6F")).toBe("/es/contact%6F");
  });
});
