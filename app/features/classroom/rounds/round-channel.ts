import type { ClockSample } from "./round-clock";
import type { RoundPostAnswer, RoundPush, RoundSocketReply, RoundStateAnswer } from "./round-answer";

// How a pupil's device talks to its class's round (docs/decisions/0017-class-rounds.md): a socket
// to the class's hub, which tells it of each round the moment the teacher starts or ends it and
// carries its requests, or, while no socket is open (a school network that lets none through, a
// reconnection), the round address by HTTP. Both answer the same fields with the same JSON; each
// answer is a sample of the server's clock (round-clock.ts).

export type RoundFields = Record<string, string> & { intent: "read" | "enter" | "live" | "save" };

export interface RoundAnswer {
  status: number;
  body: RoundPostAnswer & Partial<RoundStateAnswer>;
  /** The server's Retry-After, in seconds, as text. */
  retryAfter: string | null;
  sample: ClockSample;
}

export interface SendOptions {
  signal?: AbortSignal;
  /** How long to wait for the answer before giving up on this try. */
  timeoutMs?: number;
}

/** Sends a request; its answer, or null when none came (offline, timed out, aborted). */
export type RoundSend = (fields: RoundFields, options?: SendOptions) => Promise<RoundAnswer | null>;

const ANSWER_TIMEOUT_MS = 10_000;

/** The round address by HTTP: a read is a GET, the rest are POSTs of the same fields. */
export function httpSend(address: string): RoundSend {
  return async (fields, { signal, timeoutMs = ANSWER_TIMEOUT_MS } = {}) => {
    const sentAt = performance.now();
    try {
      const timeout = AbortSignal.timeout(timeoutMs);
      const response = await fetch(address, {
        ...(fields.intent === "read" ? {} : { method: "POST", body: new URLSearchParams(fields) }),
        headers: { Accept: "application/json" },
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
      const receivedAt = performance.now();
      const body = (await response.json()) as RoundAnswer["body"];
      const retryAfter = response.headers.get("Retry-After");
      return { status: response.status, body, retryAfter, sample: { sentAt, receivedAt, serverNow: body.serverNow } };
    } catch {
      return null;
    }
  };
}

/** The wait before the socket's next try to open: doubling from 1 s to 30 s, with a random share so a class does not reconnect at once. */
export function reopenDelay(failures: number, random = Math.random): number {
  return Math.round(Math.min(30_000, 1_000 * 2 ** failures) * (0.5 + random() / 2));
}

/** The socket's address: the round address on ws: or wss:. */
export function socketAddress(address: string, page: string): string {
  const url = new URL(address, page);
  url.protocol = url.protocol === "https:" ? "wss:" : "ws:";
  return url.href;
}

/**
 * The class's socket, opened again whenever it closes, and the HTTP address while it is not open.
 * `onPush` hears every round the hub announces; `onOpen` each time the socket opens (what was
 * announced while it was closed is read then).
 */
export class RoundChannel {
  private socket: WebSocket | null = null;
  private nextId = 1;
  private readonly waiting = new Map<number, (reply: RoundSocketReply | null) => void>();
  private failures = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private stopped = false;
  private readonly http: RoundSend;

  constructor(
    private readonly address: string,
    private readonly onPush: (push: RoundPush) => void,
    private readonly onOpen: () => void,
  ) {
    this.http = httpSend(address);
  }

  /** Whether requests go by the socket now, and rounds are heard the moment they change. */
  get open(): boolean {
    return this.socket?.readyState === WebSocket.OPEN;
  }

  connect(): void {
    if (this.stopped || typeof WebSocket === "undefined") return;
    const socket = new WebSocket(socketAddress(this.address, location.href));
    this.socket = socket;
    socket.onopen = () => {
      this.failures = 0;
      this.onOpen();
    };
    socket.onmessage = (event: MessageEvent) => this.receive(event.data);
    socket.onclose = () => {
      if (this.socket !== socket) return;
      this.socket = null;
      for (const settle of this.waiting.values()) settle(null);
      this.waiting.clear();
      if (this.stopped) return;
      this.timer = setTimeout(() => this.connect(), reopenDelay(this.failures++));
    };
  }

  close(): void {
    this.stopped = true;
    clearTimeout(this.timer);
    this.socket?.close(1000);
    this.socket = null;
  }

  /** A request by the socket when it is open, else by HTTP. */
  readonly send: RoundSend = (fields, options = {}) =>
    this.open ? this.bySocket(fields, options) : this.http(fields, options);

  private bySocket(
    fields: RoundFields,
    { signal, timeoutMs = ANSWER_TIMEOUT_MS }: SendOptions,
  ): Promise<RoundAnswer | null> {
    const id = this.nextId++;
    const sentAt = performance.now();
    return new Promise((resolve) => {
      const settle = (reply: RoundSocketReply | null) => {
        clearTimeout(timer);
        signal?.removeEventListener("abort", abort);
        this.waiting.delete(id);
        const sample = reply ? { sentAt, receivedAt: performance.now(), serverNow: reply.body.serverNow } : null;
        resolve(
          reply && sample
            ? {
                status: reply.status,
                body: reply.body,
                retryAfter: reply.retryAfter ? String(reply.retryAfter) : null,
                sample,
              }
            : null,
        );
      };
      const abort = () => settle(null);
      const timer = setTimeout(abort, timeoutMs);
      signal?.addEventListener("abort", abort);
      this.waiting.set(id, settle);
      this.socket?.send(JSON.stringify({ id, ...fields }));
    });
  }

  private receive(data: unknown): void {
    if (typeof data !== "string") return;
    let message: Partial<RoundSocketReply & RoundPush>;
    try {
      message = JSON.parse(data) as Partial<RoundSocketReply & RoundPush>;
    } catch {
      return;
    }
    if (message.push === "round" && message.round) this.onPush(message as RoundPush);
    else if (typeof message.id === "number") this.waiting.get(message.id)?.(message as RoundSocketReply);
  }
}
