// The parts of the lesson day (load-lesson.mjs) that are not its requests: the figures it mirrors
// from the app, small helpers, and the report of what it measured.

// cspell:words aula
/** The Catalan classroom page: pages.classroom.ca in app/i18n-routes.ts. */
export const CLASSROOM_PATH = "/ca/first-aiducation/aula";
/** Where a pupil's device reads, enters and saves its round: classRoundApiPath in app/lib/api-routes.ts. */
export const ROUND_API_PATH = `${CLASSROOM_PATH}/round`;

/** The day: 40 classes, 4 to a school (10 school addresses). */
export const CLASSES = 40;
export const CLASSES_PER_SCHOOL = 4;
export const PUPILS_PER_CLASS = 30;
/** The shortest round a teacher may choose: the end burst is the same whatever the length. */
export const ROUND_SECONDS = 30;
/** round-rules.ts LIVE_MS: a device in a running practice round sends its rate this often. */
export const LIVE_MS = 5_000;
/** round-rules.ts SOCKET_POLL_MS: a device on its class's socket reads the round this often anyway. */
export const SOCKET_POLL_MS = 30_000;
/** round-rules.ts SAVE_SPREAD_MS: the page waits a random share of this after the end before saving. */
export const SAVE_SPREAD_MS = 300;
/** use-round-live.ts ACTIVE_MS and IDLE_MS: the teacher's panel re-reads this often while a round is on, and after. */
export const PANEL_ACTIVE_MS = 2_000;
export const PANEL_IDLE_MS = 4_000;
/** The pupils type the code at different moments: their joins are spread over this long. */
export const JOIN_SPREAD_MS = 20_000;
/** A join refused by a busy server (a timeout, a 503) is sent again, as a pupil presses the button again. */
export const JOIN_TRIES = 5;
/** A start refused by a busy server (a 503) is pressed again, 2 s later, as a teacher would. */
export const START_TRIES = 3;
/** After the last join, the devices wait, reading their round, at least this long before the teachers press start. */
export const WAITING_MS = 10_000;
/** A save not answered 200 this long after its round's end is lost. */
export const SAVE_GIVE_UP_MS = 60_000;
/**
 * The page's fetch has no timeout: a save whose answer never comes would wait for ever. A hung
 * request is abandoned after this long and counted (as a timeout), then tried again like a network error.
 */
export const SAVE_TIMEOUT_MS = 15_000;
/** Any other request is abandoned after this long, so that nothing hangs the run. */
export const REQUEST_TIMEOUT_MS = 30_000;
/** Presses at about 110 a minute: 545 ms apart, give or take 30 ms. */
export const PRESS_INTERVAL_MS = 545;
export const PRESS_JITTER_MS = 30;
/** Target from a round's end to the server's confirmed result on the pupil's screen (locally). */
export const SAVE_TARGET_P95_MS = 2_000;
/**
 * D1 statements that write, per round, read from round-entries.server.ts: the teacher's start is
 * one INSERT; a pupil's enter one INSERT … ON CONFLICT, each live rate one UPDATE (at most one
 * every LIVE_MS of the round), the save one UPDATE.
 */
export const WRITES = { start: 1, enter: 1, live: (ROUND_SECONDS * 1_000) / LIVE_MS, save: 1 };

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, Math.max(0, ms)));

/** The nearest-rank percentile of a list of numbers, or NaN when it is empty. */
export function percentile(values, share) {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))];
}

export const ms = (value) => (Number.isFinite(value) ? `${Math.round(value)} ms` : "n/a");
export const spread = (values) =>
  `p50 ${ms(percentile(values, 0.5))}, p95 ${ms(percentile(values, 0.95))}, max ${ms(percentile(values, 1))}`;
export const tally = (map) => [...map].map(([key, count]) => `${count} × ${key}`).join(", ");
export const add = (map, key) => map.set(key, (map.get(key) ?? 0) + 1);

/** use-class-round.ts retryDelay: the server's Retry-After if it said, else doubling from 500 ms, at most 8 s. */
export function retryDelay(attempt, retryAfter) {
  const said = retryAfter !== null && /^\d{1,3}$/.test(retryAfter) ? Number(retryAfter) * 1_000 : null;
  return Math.min(8_000, said ?? 500 * 2 ** attempt);
}

/** A pupil's presses over a round: times from its start (ms), about 110 a minute with a little jitter. */
export function pressTimes(durationMs) {
  const presses = [];
  // A reaction time before the first press, as a pupil has when the countdown ends.
  let at = 200 + Math.floor(Math.random() * 400);
  while (at <= durationMs) {
    presses.push(at);
    at += PRESS_INTERVAL_MS + Math.round((Math.random() * 2 - 1) * PRESS_JITTER_MS);
  }
  return presses;
}

export function parseJson(text) {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** The day's report: lines of figures, and the checks that failed pushed to `problems`. */
export function reportDay({
  statuses,
  dayStarted,
  lateStarts,
  lines,
  problems,
  waitingReads,
  waitingReadTimes,
  joinsDoneAt,
  firstStart,
  joined,
  seenAfterPress,
  pressedAt,
  enterLatencies,
  enterRefusals,
  leftOut,
  saveLatencies,
  saveTries,
  retries,
  saveTimeouts,
  lost,
  savesSettledAt,
  lastEnd,
  afterReads,
  firstEnd,
  classes,
  panelDuring,
  panelAfter,
  rounds,
  rows,
  panelSaved,
  panelIn,
  liveLatencies,
}) {
  // The reads' rate while the class waits: between the last join and the first start.
  const steady = waitingReadTimes.filter((at) => at >= joinsDoneAt && at < firstStart).length;
  const steadyRps = steady / ((firstStart - joinsDoneAt) / 1000);
  lines.push(
    `  pupils' round reads while waiting (one as the socket opens, then every ${SOCKET_POLL_MS / 1000} s): ` +
      `${waitingReads.length} answered 200, ${spread(waitingReads)}; ${steadyRps.toFixed(1)} a second between the ` +
      `last join and the start (${(joined.length / (SOCKET_POLL_MS / 1000)).toFixed(0)} if answered at once)`,
  );
  lines.push(
    `  the round seen after the teacher's press: ${spread(seenAfterPress)} (it starts ` +
      `${((firstStart - pressedAt) / 1000).toFixed(1)} s after); enters ${enterLatencies.length}, ${spread(enterLatencies)}` +
      (enterRefusals.size > 0 ? `; refused ${tally(enterRefusals)}` : "") +
      `; started late (heard after the start): ${lateStarts.length}, by ${spread(lateStarts)}` +
      `; left out of their round: ${leftOut.size > 0 ? tally(leftOut) : 0}`,
  );
  const p95 = percentile(saveLatencies, 0.95);
  lines.push(
    `  saves: ${saveLatencies.length} of ${joined.length} answered 200; from the round's end (server clock) to the 200: ` +
      `${spread(saveLatencies)} (the spread of ${SAVE_SPREAD_MS / 1000} s included); ` +
      `target p95 < ${SAVE_TARGET_P95_MS / 1000} s: ${p95 < SAVE_TARGET_P95_MS ? "met" : "NOT met"}`,
  );
  lines.push(
    `  save tries: ${tally(new Map([...saveTries].sort(([a], [b]) => a - b)))}; retries ${retries} ` +
      `(${saveTimeouts.count} after ${SAVE_TIMEOUT_MS / 1000} s without an answer); lost ${[...lost.values()].reduce((a, b) => a + b, 0)}` +
      (lost.size > 0 ? ` (${tally(lost)})` : "") +
      `; all settled ${((savesSettledAt - lastEnd) / 1000).toFixed(1)} s after the last end`,
  );
  lines.push(
    `  live rates during the round (every ${LIVE_MS / 1000} s a device, on its socket): ${liveLatencies.length} answered, ` +
      `${spread(liveLatencies)}`,
  );
  lines.push(`  pupils' round reads after the end: ${afterReads.length} answered 200, ${spread(afterReads)}`);
  const panelWindow = (firstEnd - pressedAt) / 1000;
  lines.push(
    `  teachers' panels (${classes.length}, round.json every ${PANEL_ACTIVE_MS / 1000} s while the round is on): ` +
      `${panelDuring.length} reads, ${spread(panelDuring)}, ${(panelDuring.length / panelWindow).toFixed(1)} req/s added ` +
      `(${classes.length / (PANEL_ACTIVE_MS / 1000)} if answered at once); after the end ${spread(panelAfter)}`,
  );
  const sample = joined.find((pupil) => pupil.result)?.result;
  if (sample) {
    lines.push(
      `  a pupil's result: ${sample.compressions} compressions at ${sample.meanRateBpm.toFixed(1)}/min, grade ${sample.grade}`,
    );
  }
  const perRound = WRITES.start + PUPILS_PER_CLASS * (WRITES.enter + WRITES.live + WRITES.save);
  const expected = rounds.length * WRITES.start + joined.length * (WRITES.enter + WRITES.live + WRITES.save);
  lines.push(
    `  D1 writes per class round (round-entries.server.ts): ${WRITES.start} start + ${PUPILS_PER_CLASS} × ` +
      `(${WRITES.enter} enter + ${WRITES.live} live + ${WRITES.save} save) = ${perRound}; the day ${expected}, ` +
      `plus one UPDATE (changing nothing) per retried save that reached D1`,
  );
  lines.push(
    `  D1 afterwards: ${rows.classes} classes, ${rows.pupils} pupils, ${rows.rounds} rounds, ${rows.entries} entries, ` +
      `${rows.saved} saved (${rows.fewest}–${rows.most} compressions, mean rate ${rows.rate}/min); ` +
      `the panels count ${panelIn} in their rounds, ${panelSaved} saved`,
  );
  for (const [kind, seen] of statuses) lines.push(`  answers, ${kind}: ${tally(seen)}`);
  lines.push(`  the day took ${((Date.now() - dayStarted) / 1000).toFixed(1)} s`);

  for (const [kind, seen] of statuses) {
    for (const [status, count] of seen) {
      if (typeof status === "number" && status >= 500 && status !== 503)
        problems.push(`${count} × ${status} on ${kind}`);
    }
  }
  const leftOutCount = [...leftOut.values()].reduce((a, b) => a + b, 0);
  if (leftOutCount > 0) problems.push(`${leftOutCount} pupils left out of their round (${tally(leftOut)})`);
  const lostCount = [...lost.values()].reduce((a, b) => a + b, 0);
  if (lostCount > 0) problems.push(`${lostCount} saves lost (${tally(lost)})`);
  const expectedSaved = PUPILS_PER_CLASS * classes.length;
  if (rows.entries !== expectedSaved || rows.saved !== expectedSaved) {
    problems.push(`D1 holds ${rows.entries} entries and ${rows.saved} saved results, not ${expectedSaved}`);
  }
  if (rows.rounds !== classes.length) problems.push(`D1 holds ${rows.rounds} rounds, not ${classes.length}`);
  if (panelSaved !== rows.saved) problems.push(`the teachers' panels count ${panelSaved} saved, D1 ${rows.saved}`);
}
