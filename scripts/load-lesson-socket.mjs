import WebSocket from "ws";
import { LIVE_MS, REQUEST_TIMEOUT_MS, ROUND_API_PATH, add, sleep } from "./load-lesson-parts.mjs";

// A pupil's device's link to its class's hub in the lesson day (load-lesson.mjs), as
// round-channel.ts keeps it: a socket that hears the rounds the teacher starts and carries the
// device's requests, opened again when it closes; while it is closed, the round address by HTTP.
// Its answers have the shape of load-lesson-classes.mjs call()'s, counted by kind with them.

/** round-channel.ts reopenDelay: doubling from 1 s to 30 s, a random share of it. */
const reopenDelay = (failures) => Math.min(30_000, 1_000 * 2 ** failures) * (0.5 + Math.random() / 2);

/**
 * @param {{ origin: string, call: Function, statuses: Map, latencies: Map, headers: Record<string, string>, running: () => boolean }} day
 */
export function pupilLink({ origin, call, statuses, latencies, headers, running }) {
  let socket = null;
  let nextId = 1;
  let failures = 0;
  const waiting = new Map();
  const listeners = new Set();

  const count = (kind, status, took) => {
    if (!statuses.has(kind)) statuses.set(kind, new Map());
    if (!latencies.has(kind)) latencies.set(kind, []);
    add(statuses.get(kind), status);
    if (took !== undefined) latencies.get(kind).push(took);
  };

  /** Opens the socket; whether it opened. */
  function open() {
    return new Promise((resolve) => {
      const sentAt = Date.now();
      const ws = new WebSocket(`${origin.replace(/^http/, "ws")}${ROUND_API_PATH}`, { headers });
      ws.on("open", () => {
        count("socket", "open", Date.now() - sentAt);
        socket = ws;
        failures = 0;
        resolve(true);
      });
      ws.on("message", (data) => {
        let message;
        try {
          message = JSON.parse(String(data));
        } catch {
          return;
        }
        if (message.push === "round") for (const listener of listeners) listener(message);
        else waiting.get(message.id)?.(message);
      });
      ws.on("error", (error) => {
        const status = /Unexpected server response: (\d+)/.exec(error.message)?.[1];
        count("socket", status ? `refused ${status}` : `error (${error.code ?? error.message})`);
      });
      ws.on("close", () => {
        if (socket === ws) {
          socket = null;
          count("socket", "closed by the server");
        }
        for (const settle of waiting.values()) settle(null);
        waiting.clear();
        resolve(false);
        if (running()) setTimeout(() => void (socket === null && running() && open()), reopenDelay(failures++));
      });
    });
  }

  /** A request by the socket when it is open, else by HTTP: { status, body, text, headers, sentAt, receivedAt, error? }. */
  async function send(kind, fields, timeoutMs) {
    if (!socket) {
      const method = fields.intent === "read" ? "GET" : "POST";
      const form = method === "POST" ? fields : undefined;
      const answer = await call(`${kind} (HTTP)`, ROUND_API_PATH, { method, headers, form, timeoutMs });
      let body = null;
      try {
        body = JSON.parse(answer.text);
      } catch {
        // Not JSON: no answer to read.
      }
      return { ...answer, body };
    }
    const id = nextId++;
    const sentAt = Date.now();
    const reply = await new Promise((resolve) => {
      const timer = setTimeout(() => settle(null), timeoutMs);
      const settle = (message) => {
        clearTimeout(timer);
        waiting.delete(id);
        resolve(message);
      };
      waiting.set(id, settle);
      socket.send(JSON.stringify({ id, ...fields }));
    });
    const receivedAt = Date.now();
    if (!reply) {
      count(kind, "no answer (socket)");
      return { status: 0, body: null, headers: new Headers(), sentAt, receivedAt, error: "socket" };
    }
    count(kind, reply.status, receivedAt - sentAt);
    const retry = reply.retryAfter ? { "Retry-After": String(reply.retryAfter) } : {};
    return { status: reply.status, body: reply.body, headers: new Headers(retry), sentAt, receivedAt };
  }

  /** The next round the hub announces, or null after `ms`. */
  function nextPush(ms) {
    return new Promise((resolve) => {
      const heard = (message) => {
        listeners.delete(heard);
        clearTimeout(timer);
        resolve({ ...message, receivedAt: Date.now() });
      };
      const timer = setTimeout(() => {
        listeners.delete(heard);
        resolve(null);
      }, ms);
      listeners.add(heard);
    });
  }

  function close() {
    socket?.close(1000);
    socket = null;
  }

  return { open, send, nextPush, close, sleep };
}

/**
 * While a practice round runs, the device's rate every LIVE_MS, as use-class-round.ts sends it
 * (about 110 a minute here); returns at the round's end on the server's clock (`serverNow()`).
 */
export async function sendLiveRates(link, round, serverNow) {
  for (;;) {
    await sleep(Math.min(LIVE_MS, round.endsAt - serverNow()));
    if (serverNow() >= round.endsAt) return;
    const rate = String(105 + Math.floor(Math.random() * 10));
    await link.send("live", { intent: "live", round: String(round.id), rate }, REQUEST_TIMEOUT_MS);
  }
}
