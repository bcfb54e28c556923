import { describe, expect, it, vi } from "vitest";
import type {
  RoundPostAnswer,
  RoundPush,
  RoundSocketReply,
  RoundStateAnswer,
} from "~/features/classroom/rounds/round-answer";
import type { Lang } from "~/i18n-routes";
import { classRoundApiPath } from "~/lib/api-routes";
import { siteOrigin } from "../integration/helpers";
import { openClass, teacherPost } from "./class-setup";
import {
  durationMs,
  entriesOf,
  join,
  pressesAt,
  roundsOf,
  setTimes,
  startRound,
  storedResult,
} from "./class-round-posts";
import { siteFetch } from "./front-door";
import { quietConsole } from "./quiet-console";

// A pupil's socket to their class's hub (round-hub.server.ts), through the whole Worker: it opens
// only for a pupil of an open class from a page of the site, hears each round the moment the
// teacher starts or ends it (and only their own class's), and carries the same requests as the
// round address, with the same answers and the same rows in D1 (docs/decisions/0017-class-rounds.md).

quietConsole();

type Message = Partial<Omit<RoundSocketReply, "body"> & RoundPush> & {
  body?: RoundPostAnswer & Partial<RoundStateAnswer>;
};

/** A pupil's requests to the class's rounds a minute, over every socket and the round address (wrangler.toml). */
const ROUND_BUDGET = 60;

function socketRequest(lang: Lang, headers: Record<string, string>) {
  return siteFetch(classRoundApiPath(lang), { headers: { Upgrade: "websocket", Origin: siteOrigin, ...headers } });
}

/** An open socket, its messages queued as they come. */
async function openSocket(lang: Lang, cookie: string) {
  const response = await socketRequest(lang, { Cookie: cookie });
  expect(response.status).toBe(101);
  const socket = response.webSocket!;
  socket.accept();
  const queue: Message[] = [];
  const waiters: ((message: Message) => void)[] = [];
  let closed: { code: number } | null = null;
  socket.addEventListener("message", (event) => {
    const message = JSON.parse(String(event.data)) as Message;
    const waiter = waiters.shift();
    if (waiter) waiter(message);
    else queue.push(message);
  });
  socket.addEventListener("close", (event) => {
    closed = { code: event.code };
  });
  const next = () =>
    new Promise<Message>((resolve, reject) => {
      const queued = queue.shift();
      if (queued) return resolve(queued);
      const timer = setTimeout(() => reject(new Error("no message within 5 s")), 5_000);
      waiters.push((message) => {
        clearTimeout(timer);
        resolve(message);
      });
    });
  let id = 0;
  /** Sends a request and waits for its answer (pushes that come first are kept in `pushes`). */
  const pushes: Message[] = [];
  const ask = async (fields: Record<string, string>) => {
    id += 1;
    socket.send(JSON.stringify({ id, ...fields }));
    for (;;) {
      const message = await next();
      if (message.id === id) return message;
      pushes.push(message);
    }
  };
  return { socket, next, ask, pushes, closed: () => closed, queued: () => queue.length };
}

describe("a pupil's socket", () => {
  it("opens for a pupil, reads the round, hears the teacher's start and end, enters and saves", async () => {
    const opened = await openClass({ lang: "ca" });
    const pupil = await join(opened, "ca", "Laia");
    const link = await openSocket("ca", pupil.cookie);

    const first = await link.ask({ intent: "read" });
    expect(first).toMatchObject({ status: 200, body: { round: null, entered: false, saved: false } });
    expect(Math.abs((first.body?.serverNow ?? 0) - Date.now())).toBeLessThan(5_000);

    expect((await startRound(opened, { round_length: "60", round_kind: "test" })).status).toBe(303);
    const [round] = await roundsOf(opened.id);
    const started = await link.next();
    expect(started).toMatchObject({
      push: "round",
      round: { id: round!.id, kind: "test", lengthMs: 60_000, startsAt: round!.starts_at, endsAt: round!.ends_at },
    });

    expect(await link.ask({ intent: "enter", round: String(round!.id) })).toMatchObject({
      status: 200,
      body: { entered: true },
    });
    expect(await link.ask({ intent: "read" })).toMatchObject({ body: { round: { id: round!.id }, entered: true } });

    // The teacher ends it early: every socket hears the new end at once.
    expect((await teacherPost(opened.path, { intent: "end-round" })).status).toBe(303);
    const ended = await link.next();
    expect(ended.push).toBe("round");
    expect(ended.round!.endsAt).toBeLessThan(round!.ends_at);

    // A save, as by the round address: measured by the server from the times, stored once.
    const now = Date.now();
    await setTimes(round!.id, now - 31_000, now - 1_000);
    const fields = {
      intent: "save",
      round: String(round!.id),
      presses_at: pressesAt.join(","),
      duration_ms: String(durationMs),
    };
    const saved = await link.ask(fields);
    expect(saved.status).toBe(200);
    const [entry] = await entriesOf(round!.id);
    expect(saved.body?.result).toEqual(storedResult(entry!));
    expect(entry!.compressions).toBe(pressesAt.length);
    // Sent again (its answer lost): answered as the first, nothing changes.
    expect((await link.ask(fields)).body?.result).toEqual(saved.body?.result);
    expect(await entriesOf(round!.id)).toEqual([entry]);
    link.socket.close(1000);
  });

  it("hears only its own class's rounds", async () => {
    const ours = await openClass({ lang: "es" });
    const theirs = await openClass({ lang: "es" });
    const pupil = await join(ours, "es", "Pau");
    const link = await openSocket("es", pupil.cookie);
    expect((await startRound(theirs)).status).toBe(303);
    expect((await startRound(ours)).status).toBe(303);
    const [round] = await roundsOf(ours.id);
    expect(await link.next()).toMatchObject({ push: "round", round: { id: round!.id } });
    expect(link.queued()).toBe(0);
    // Another class's round is not the pupil's to enter.
    const [other] = await roundsOf(theirs.id);
    expect(await link.ask({ intent: "enter", round: String(other!.id) })).toMatchObject({
      status: 409,
      body: { entered: false },
    });
    link.socket.close(1000);
  });

  it("is refused without a pupil, from another site, to a removed pupil and in a closed class", async () => {
    const opened = await openClass({ lang: "en" });
    const pupil = await join(opened, "en", "Max");
    const other = await join(opened, "en", "Ona");
    const refused = async (response: Response, error: string) => {
      expect(response.status).toBe(403);
      expect(response.webSocket).toBeNull();
      expect(await response.json()).toMatchObject({ error });
    };
    await refused(await socketRequest("en", {}), "classroom.game.notJoined");
    await refused(await socketRequest("en", { Cookie: "class_pupil=forged" }), "classroom.game.notJoined");
    await refused(
      await socketRequest("en", { Cookie: pupil.cookie, Origin: "https://elsewhere.example" }),
      "game.save.rejected",
    );
    await refused(await socketRequest("en", { Cookie: pupil.cookie, Origin: "null" }), "game.save.rejected");
    expect((await teacherPost(opened.path, { intent: "remove", pupil: String(other.id) })).status).toBe(303);
    await refused(await socketRequest("en", { Cookie: other.cookie }), "classroom.game.notJoined");
    expect((await teacherPost(opened.path, { intent: "close" })).status).toBe(303);
    await refused(await socketRequest("en", { Cookie: pupil.cookie }), "classroom.game.notJoined");
  });

  it("answers a bad request as the round address does, refuses a burst, and closes on what is not a request", async () => {
    const opened = await openClass({ lang: "ca" });
    const pupil = await join(opened, "ca", "Nil");
    const link = await openSocket("ca", pupil.cookie);
    expect(await link.ask({ intent: "drop", round: "1" })).toMatchObject({
      status: 400,
      body: { error: "game.save.rejected" },
    });
    expect(await link.ask({ intent: "save", round: "1", presses_at: "x", duration_ms: "1" })).toMatchObject({
      status: 400,
    });
    // Ten at once are let through (a burst), then about two a second.
    for (let id = 100; id < 114; id++) link.socket.send(JSON.stringify({ id, intent: "read" }));
    const answers = await Promise.all(Array.from({ length: 14 }, () => link.next()));
    expect(answers.map((answer) => answer.id).sort()).toEqual(Array.from({ length: 14 }, (_, index) => 100 + index));
    expect(answers.filter((answer) => answer.status === 429).length).toBeGreaterThan(0);
    expect(answers.find((answer) => answer.status === 429)).toMatchObject({ retryAfter: 1 });

    link.socket.send("not json");
    await vi.waitFor(() => expect(link.closed()).toEqual({ code: 1008 }), { timeout: 5_000 });
  });

  it("gives a pupil one budget over every socket and the round address: ten sockets send no more than one device", async () => {
    const opened = await openClass({ lang: "en" });
    const [pupil, classmate] = [await join(opened, "en", "Bruna"), await join(opened, "en", "Pau")];
    const links = await Promise.all(Array.from({ length: 10 }, () => openSocket("en", pupil.cookie)));
    // Ten each, within each socket's own burst: a hundred reads in all.
    for (const [index, link] of links.entries()) {
      for (let id = 0; id < 10; id++) link.socket.send(JSON.stringify({ id: index * 100 + id, intent: "read" }));
    }
    const answers = (await Promise.all(links.map((link) => Promise.all(Array.from({ length: 10 }, link.next))))).flat();
    const answered = answers.filter((answer) => answer.status === 200).length;
    expect(answered).toBeLessThanOrEqual(ROUND_BUDGET);
    expect(answers.filter((answer) => answer.status === 429).length).toBe(100 - answered);
    // The round address counts against the same budget; a classmate's has its own.
    const http = await siteFetch(classRoundApiPath("en"), { headers: { Cookie: pupil.cookie } });
    expect(http.status).toBe(429);
    expect((await siteFetch(classRoundApiPath("en"), { headers: { Cookie: classmate.cookie } })).status).toBe(200);
    for (const link of links) link.socket.close(1000);
  });
});
