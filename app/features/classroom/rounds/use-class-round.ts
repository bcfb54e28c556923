import { useCallback, useEffect, useRef, useState } from "react";
import { bestEstimate, deviceTimeOf, type ClockEstimate, type ClockSample } from "./round-clock";
import {
  readRoundState,
  type RoundPostAnswer,
  type RoundPush,
  type RoundStateAnswer,
  type RoundView,
} from "./round-answer";
import { httpSend, RoundChannel, type RoundFields, type RoundSend } from "./round-channel";
import { LIVE_MS, POLL_MS, SOCKET_POLL_MS } from "./round-rules";

// A pupil's device in a class's rounds (docs/decisions/0017-class-rounds.md). It keeps a socket to
// the class's hub (round-channel.ts), which tells it of a round the moment the teacher starts or
// ends it; without one it asks every POLL_MS. It enters a round it hears of before its end (the
// server decides whether the pupil may play it: in the class at its start, or joined just then),
// and while a round it is in runs, sends its current rate every LIVE_MS (whose answer also carries
// an early end), the first LIVE_MS after the start, whenever it heard of the round (nextCheckMs). Every answer carries the server's clock: the device keeps the sample with the
// shortest round trip (round-clock.ts) and reads every round's times through it, never through
// its own clock.

/** Clock samples kept: enough to find a quick one, few enough that an old one ages out. */
const SAMPLES_KEPT = 10;

export interface ClassRoundState {
  round: RoundView | null;
  /** The device is in the round (it saw it before its start). */
  entered: boolean;
  /** When the server noted the entry: the pupil's round counts from it if it was late (round-rules.ts pupilStartsAt). */
  enteredAt: number | null;
  /** The offset to the server's clock, once measured. */
  clock: ClockEstimate | null;
  /** The round had not ended on the server's clock when last heard of. */
  active: boolean;
  /** The last request failed (offline): what is shown may be old. */
  failed: boolean;
}

export function useClassRound(address: string, currentRate: () => number) {
  const [state, setState] = useState<ClassRoundState>({
    round: null,
    entered: false,
    enteredAt: null,
    clock: null,
    active: false,
    failed: false,
  });
  const samples = useRef<ClockSample[]>([]);
  // The state as the effect below last set it (commit), read by its timers between renders.
  const latest = useRef(state);
  const rate = useRef(currentRate);
  rate.current = currentRate;
  const sendNow = useRef<RoundSend>(httpSend(address));

  const addSample = useCallback((sample: ClockSample) => {
    if (!Number.isFinite(sample.serverNow)) return null;
    samples.current = [...samples.current, sample].slice(-SAMPLES_KEPT);
    return bestEstimate(samples.current);
  }, []);

  /** A request by the socket or HTTP, whichever is open; every answer is a clock sample. */
  const send = useCallback<RoundSend>(
    async (fields: RoundFields, options) => {
      const answer = await sendNow.current(fields, options);
      if (answer) addSample(answer.sample);
      return answer;
    },
    [addSample],
  );

  useEffect(() => {
    let stopped = false;
    let timer: ReturnType<typeof setTimeout> | undefined;

    const serverNow = (clock: ClockEstimate | null) => (clock ? performance.now() + clock.offset : Date.now());

    /**
     * The state now: kept in `latest` at once, since the next wait is reckoned from it before React
     * renders (a round announced must not wait for the socket's next read).
     */
    const commit = (next: ClassRoundState) => {
      latest.current = next;
      if (!stopped) setState(next);
    };

    /** A round heard of (read or announced): entered if the server lets the pupil in before its end. */
    const adopt = async ({ round, entered: already, enteredAt: since }: RoundStateAnswer) => {
      let [entered, enteredAt] = [already, since];
      if (round && !entered && serverNow(bestEstimate(samples.current)) < round.endsAt) {
        const reply = await send({ intent: "enter", round: String(round.id) });
        entered = reply?.body.entered === true;
        enteredAt = entered && typeof reply?.body.enteredAt === "number" ? reply.body.enteredAt : null;
      }
      const estimate = bestEstimate(samples.current);
      const active = round !== null && serverNow(estimate) < round.endsAt;
      commit({ round, entered, enteredAt, clock: estimate, active, failed: false });
    };

    /** The class's latest round and where the pupil stands in it. */
    const read = async () => {
      const reply = await send({ intent: "read" });
      const answer = reply?.status === 200 ? readRoundState(reply.body) : null;
      if (answer) await adopt(answer);
      else commit({ ...latest.current, failed: true });
    };

    /** In a running round: the rate now (kept for a practice round), and the round's end as it stands. */
    const live = async (round: RoundView) => {
      const reply = await send({ intent: "live", round: String(round.id), rate: String(rate.current()) });
      if (stopped) return;
      const previous = latest.current;
      if (!reply || typeof reply.body.endsAt !== "number") {
        commit({ ...previous, failed: reply === null });
        return;
      }
      const endsAt = reply.body.endsAt;
      const clock = bestEstimate(samples.current);
      if (previous.round?.id !== round.id) return;
      commit({
        ...previous,
        round: { ...previous.round, endsAt },
        clock,
        active: serverNow(clock) < endsAt,
        failed: false,
      });
    };

    const runningRound = () => {
      const { round, entered, clock } = latest.current;
      const now = serverNow(clock);
      return round && entered && now >= round.startsAt && now < round.endsAt ? round : null;
    };

    const tick = async () => {
      const round = runningRound();
      await (round ? live(round) : read());
      if (!stopped) schedule();
    };

    const schedule = () => {
      clearTimeout(timer);
      if (stopped || document.hidden) return;
      const { round, entered, clock } = latest.current;
      const wait = nextCheckMs({ round: entered ? round : null, now: serverNow(clock), socketOpen: channel.open });
      timer = setTimeout(() => void tick(), wait);
    };

    /** The hub announced a round (started, or ended early): the same round keeps the pupil's place in it. */
    const onPush = ({ serverNow: pushedAt, round }: RoundPush) => {
      const previous = latest.current;
      const entered = previous.round?.id === round.id && previous.entered;
      const enteredAt = entered ? previous.enteredAt : null;
      const answer = readRoundState({ serverNow: pushedAt, round, entered, enteredAt, saved: false });
      if (answer) void adopt(answer).then(() => !stopped && schedule());
    };

    const channel = new RoundChannel(address, onPush, () => void tick());
    sendNow.current = channel.send;
    channel.connect();

    const onVisible = () => {
      if (!document.hidden) void tick();
      else clearTimeout(timer);
    };
    document.addEventListener("visibilitychange", onVisible);
    void tick();
    return () => {
      stopped = true;
      clearTimeout(timer);
      channel.close();
      sendNow.current = httpSend(address);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [address, send]);

  /** The device's performance.now() reading at a time on the server's clock. */
  const deviceTime = useCallback(
    (serverTime: number) =>
      state.clock ? deviceTimeOf(serverTime, state.clock) : serverTime - Date.now() + performance.now(),
    [state.clock],
  );

  return { ...state, deviceTime, send };
}

/**
 * How long a pupil's device waits before its next request about the class's round, at `now` on
 * the server's clock, given the round it is in (null for none): in a running round, LIVE_MS to its
 * next rate; before the start of one it entered, until LIVE_MS after the start, when its first
 * rate has the presses of the round's first seconds (or its next read, if sooner); otherwise its
 * next read, rarely on the socket (which announces rounds), every POLL_MS by HTTP.
 */
export function nextCheckMs({
  round,
  now,
  socketOpen,
}: {
  round: Pick<RoundView, "startsAt" | "endsAt"> | null;
  now: number;
  socketOpen: boolean;
}): number {
  const read = socketOpen ? SOCKET_POLL_MS : POLL_MS;
  if (!round || now >= round.endsAt) return read;
  if (now >= round.startsAt) return LIVE_MS;
  return Math.min(read, round.startsAt - now + LIVE_MS);
}

/** Waits before a round's save: a share of SAVE_SPREAD_MS, so that a class's thirty do not arrive together. */
export function saveDelay(spreadMs: number, random = Math.random): number {
  return Math.floor(random() * spreadMs);
}

/** The wait before the next try of a refused save: the server's Retry-After if it said, else doubling, at most 8 s. */
export function retryDelay(attempt: number, retryAfter: string | null): number {
  const said = retryAfter !== null && /^\d{1,3}$/.test(retryAfter) ? Number(retryAfter) * 1_000 : null;
  return Math.min(8_000, said ?? 500 * 2 ** attempt);
}

/** How long one try of a save may wait for its answer. */
const SAVE_TIMEOUT_MS = 15_000;

export type RoundSaveOutcome = { kind: "saved"; answer: RoundPostAnswer } | { kind: "refused"; error: string };

/**
 * Saves a round's presses' times, trying again without a word to the pupil while the server is busy
 * (429, 503) or the network is down, for as long as the server keeps a round's saves open; a refusal
 * (the round not theirs, the times not a round's) ends it.
 */
export async function saveRoundTiming(
  send: RoundSend,
  fields: RoundFields,
  signal: AbortSignal,
  sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms)),
): Promise<RoundSaveOutcome> {
  for (let attempt = 0; !signal.aborted; attempt++) {
    // A save that hangs (an overloaded network) is abandoned and sent again, not waited for; the
    // same save again is answered as the first.
    const answer = await send(fields, { signal, timeoutMs: SAVE_TIMEOUT_MS });
    if (answer && answer.status >= 200 && answer.status < 300) return { kind: "saved", answer: answer.body };
    // Too early by the server's clock (this device's estimate was off): the round ends in a moment.
    const early = answer?.body.error === "classroom.round.notEnded";
    if (answer && !early && answer.status !== 429 && answer.status < 500) {
      return { kind: "refused", error: answer.body.error ?? "game.save.rejected" };
    }
    await sleep(retryDelay(attempt, answer?.retryAfter ?? null));
  }
  return { kind: "refused", error: "game.save.failed" };
}
