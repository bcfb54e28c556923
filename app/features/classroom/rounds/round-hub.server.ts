import { DurableObject } from "cloudflare:workers";
import { newRequestId } from "~/.server/load-context";
import type { ClassRound } from "./class-round";
import { roundView, type RoundPush, type RoundSocketReply } from "./round-answer";
import { PUPIL_HASH_HEADER } from "./round-hub-address.server";
import { DatabaseDeadlineError, withDeadline } from "~/.server/db/deadline.server";
import { withRetryingDatabase } from "~/.server/db/retrying-database.server";
import { runQuery, type RoundQuery } from "./round-entries.server";
import {
  notAnswered,
  overBudget,
  planRound,
  refusal,
  withinRoundBudget,
  type RoundFields,
  type RoundReply,
} from "./round-requests.server";

// A class's hub: one Durable Object per class (round-hub-address.server.ts names it) that holds
// the sockets of the class's pupils' devices (docs/decisions/0017-class-rounds.md). It tells every
// device of a round the moment the teacher starts or ends it, so no device asks every few seconds
// whether one has started, and carries the devices' requests (enter, live rate, save, read) as
// messages, which round-requests.server.ts answers as it answers the round address. The requests
// that come together (a class's thirty entries at a round's announcement, thirty saves at its end)
// go to D1 as one batch: one call for the class instead of thirty. It stores nothing itself: D1
// keeps the rounds. Its sockets hibernate between messages, so a class that waits costs nothing.

/** What the hub keeps with each socket (it outlives the hub's memory): whose device it is. */
interface Attachment {
  hash: string;
}

/** A message is a request's fields; a save's times fit in 10,000 characters. */
const LONGEST_MESSAGE = 12_000;
/** A device's requests a second, on average and in a burst: a device sends one every few seconds. */
const MESSAGES_PER_SECOND = 2;
const MESSAGE_BURST = 10;

/** How long a request waits for others to go with it to D1, and the most statements in one batch. */
const BATCH_WAIT_MS = 150;
const BATCH_MOST = 100;

interface Waiting {
  query: RoundQuery<RoundReply>;
  requestId: string;
  answer: (reply: RoundReply) => void;
}

const FIELDS = ["intent", "round", "rate", "presses_at", "duration_ms", "depths_mm", "depth_mode"] as const;

/** A message's id and fields, or null when it is not a request. */
function requestOf(message: string | ArrayBuffer): { id: number; field: RoundFields } | null {
  if (typeof message !== "string" || message.length > LONGEST_MESSAGE) return null;
  let value: unknown;
  try {
    value = JSON.parse(message);
  } catch {
    return null;
  }
  if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
  const request = value as Record<string, unknown>;
  const id = request.id;
  if (typeof id !== "number" || !Number.isInteger(id) || id < 0 || id > 2 ** 31) return null;
  const fields = new Map(FIELDS.map((name) => [name, typeof request[name] === "string" ? request[name] : null]));
  return { id, field: (name) => fields.get(name) ?? null };
}

export class ClassRoundHub extends DurableObject<Env> {
  /** Each socket's allowance of messages (a token bucket): lost when the hub hibernates, which only resets it. */
  private allowance = new WeakMap<WebSocket, { tokens: number; at: number }>();
  /** The requests waiting for the next batch, and its timer. */
  private waiting: Waiting[] = [];
  private batchTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(ctx: DurableObjectState, env: Env) {
    super(ctx, withRetryingDatabase(env));
  }

  /** A pupil's socket, handed over by the Worker once it found the pupil in this class. */
  override async fetch(request: Request): Promise<Response> {
    const hash = request.headers.get(PUPIL_HASH_HEADER);
    if (request.headers.get("Upgrade") !== "websocket" || !hash) return new Response(null, { status: 400 });
    const [client, server] = Object.values(new WebSocketPair()) as [WebSocket, WebSocket];
    this.ctx.acceptWebSocket(server);
    server.serializeAttachment({ hash } satisfies Attachment);
    return new Response(null, { status: 101, webSocket: client });
  }

  override async webSocketMessage(socket: WebSocket, message: string | ArrayBuffer): Promise<void> {
    const requestId = newRequestId();
    const request = requestOf(message);
    if (!request) {
      socket.close(1008, "not a request");
      return;
    }
    let reply: RoundReply;
    const { hash } = socket.deserializeAttachment() as Attachment;
    if (!this.allows(socket)) {
      reply = { ...refusal("game.save.failed", 429, "socket over its rate", requestId), retryAfter: 1 };
    } else if (!(await withinRoundBudget(this.env, hash))) {
      // The pupil's budget, shared with their other sockets and the round address.
      reply = overBudget(requestId);
    } else {
      const plan = planRound(this.env, hash, request.field, requestId);
      reply = "reply" in plan ? plan.reply : await this.inBatch(plan.query, requestId);
    }
    const answer: RoundSocketReply = { id: request.id, ...reply };
    try {
      socket.send(JSON.stringify(answer));
    } catch {
      // The device went away while its request was answered: what it asked is done or not, as by HTTP.
    }
  }

  override async webSocketClose(socket: WebSocket, code: number): Promise<void> {
    try {
      socket.close(code === 1005 || code === 1006 ? 1000 : code, "closed");
    } catch {
      // Closed already.
    }
  }

  /** Tells every device of the class of its round (the teacher started or ended it); how many sockets it reached. */
  async announce(round: ClassRound): Promise<number> {
    const push: RoundPush = { push: "round", serverNow: Date.now(), round: roundView(round) };
    const text = JSON.stringify(push);
    let reached = 0;
    for (const socket of this.ctx.getWebSockets()) {
      try {
        socket.send(text);
        reached += 1;
      } catch {
        // A socket closing as the round is announced: its device reads the round when it reconnects.
      }
    }
    return reached;
  }

  /** The query's answer, from the next batch: it leaves BATCH_WAIT_MS after the first request, or when full. */
  private inBatch(query: RoundQuery<RoundReply>, requestId: string): Promise<RoundReply> {
    return new Promise((answer) => {
      this.waiting.push({ query, requestId, answer });
      const statements = this.waiting.reduce((sum, { query: { statements } }) => sum + statements.length, 0);
      if (statements >= BATCH_MOST) void this.sendBatch();
      else this.batchTimer ??= setTimeout(() => void this.sendBatch(), BATCH_WAIT_MS);
    });
  }

  /** Runs the waiting requests' statements as one batch; if it fails, each alone, so that one cannot fail the others. */
  private async sendBatch(): Promise<void> {
    clearTimeout(this.batchTimer);
    this.batchTimer = undefined;
    const batch = this.waiting.splice(0);
    const statements = batch.flatMap(({ query }) => query.statements);
    let results: D1Result[] | null = null;
    try {
      results = statements.length > 0 ? await withDeadline(this.env.DB.batch(statements)) : [];
    } catch (error) {
      // A database past its deadline would be as slow for each alone: every device tries again later.
      if (error instanceof DatabaseDeadlineError) {
        for (const { requestId, answer } of batch) answer(notAnswered(error, requestId));
        return;
      }
    }
    let at = 0;
    await Promise.all(
      batch.map(async ({ query, requestId, answer }) => {
        const own = results?.slice(at, (at += query.statements.length));
        try {
          answer(await (own ? query.read(own) : runQuery(this.env, query)));
        } catch (error) {
          answer(notAnswered(error, requestId));
        }
      }),
    );
  }

  /** Whether the socket may send a request now: MESSAGES_PER_SECOND on average, MESSAGE_BURST at once. */
  private allows(socket: WebSocket): boolean {
    const now = Date.now();
    const last = this.allowance.get(socket) ?? { tokens: MESSAGE_BURST, at: now };
    const tokens = Math.min(MESSAGE_BURST, last.tokens + ((now - last.at) / 1_000) * MESSAGES_PER_SECOND);
    this.allowance.set(socket, { tokens: Math.max(0, tokens - 1), at: now });
    return tokens >= 1;
  }
}
