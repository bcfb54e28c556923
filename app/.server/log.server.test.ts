import { afterEach, describe, expect, it, vi } from "vitest";
import { logEvent, logRequest, SLOW_REQUEST_MS, withRequestLog } from "./log.server";

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
