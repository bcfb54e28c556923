// "A Kids Save Lives day at once" (run by scripts/load.mjs on its Worker): 40 classes of 30
// pupils, 10 schools of 4 classes behind one address each. The teachers open their classes, the
// pupils join over JOIN_SPREAD_MS and each device opens its socket to the class's hub
// (load-lesson-socket.mjs), reads the round, and waits for the hub to announce one; every teacher
// starts a 30-second round at once, so all 40 end in the same second; each device enters, and at
// the end saves 30 s of presses at about 110 a minute as the page does (a random share of
// SAVE_SPREAD_MS after the end, then quiet retries), while each teacher's panel re-reads its
// round.json. Measured: joins, reads, enters, a round's end to the save's answer, the panels, and
// the rows in D1 (LESSON_CLASSES makes the day smaller). The figures mirror round-rules.ts,
// use-class-round.ts and use-round-live.ts (TypeScript, which an .mjs script cannot import).

import {
  CLASSES,
  CLASSES_PER_SCHOOL,
  JOIN_SPREAD_MS,
  SOCKET_POLL_MS,
  PUPILS_PER_CLASS,
  REQUEST_TIMEOUT_MS,
  ROUND_SECONDS,
  SAVE_GIVE_UP_MS,
  SAVE_SPREAD_MS,
  SAVE_TIMEOUT_MS,
  WAITING_MS,
  add,
  pressTimes,
  retryDelay,
  sleep,
  spread,
  tally,
  reportDay,
} from "./load-lesson-parts.mjs";
import { pupilLink, sendLiveRates } from "./load-lesson-socket.mjs";
import { joinPupil, makeCall, openClasses, storedDay, teacherScreens } from "./load-lesson-classes.mjs";

/**
 * Runs the day against a running Worker (its origin, and `d1(sql)`, which reads its local D1);
 * `classes` makes it smaller (4 to a school still), for a machine that cannot hold the whole day.
 * Returns the report's lines and the checks that failed (none when all passed).
 * @param {{ origin: string, d1: (sql: string) => Record<string, unknown>[] }} worker
 * @param {{ classes?: number }} [options]
 */
export async function lessonDay({ origin, d1 }, { classes: classCount = CLASSES } = {}) {
  const lines = [];
  const problems = [];
  const dayStarted = Date.now();
  const runId = dayStarted.toString(36);
  /** Answers by kind of request: status (or network error) → count. */
  const statuses = new Map();
  /** Latencies (ms) of the answers, by kind of request. */
  const latencies = new Map();

  const call = makeCall(origin, statuses, latencies);

  const opened = await openClasses({ call, origin, classCount, runId, lines });
  if (opened.problems) return { lines, problems: opened.problems };
  const { stamp, classes } = opened;

  // 2. The pupils join, each school's 120 from its one address, over JOIN_SPREAD_MS; each browser
  // follows to the classroom page, whose script opens the class's socket.
  const pupils = [];
  for (const lesson of classes) {
    for (let i = 0; i < PUPILS_PER_CLASS; i++) {
      pupils.push({ lesson, nickname: `Pupil ${i + 1}`, ip: `198.51.100.${lesson.school + 1}` });
    }
  }
  const joinRefusals = new Map();
  const joinTries = new Map();
  let stopping = false;
  const hardStop =
    dayStarted + JOIN_SPREAD_MS + WAITING_MS + ROUND_SECONDS * 1_000 + SAVE_GIVE_UP_MS + 4 * REQUEST_TIMEOUT_MS;
  const running = () => !stopping && Date.now() < hardStop;

  const join = (pupil) => joinPupil({ call, origin, stamp, joinRefusals, joinTries }, pupil);

  // 3. Each device hears of its class's round from the hub, enters a round it hears of before its start,
  // and, once that round has ended, saves its presses as the page does.
  const waitingReads = [];
  const waitingReadTimes = [];
  const afterReads = [];
  const enterLatencies = [];
  const enterRefusals = new Map();
  const seenAfterPress = [];
  const saveLatencies = [];
  const saveTries = new Map();
  const saveTimeouts = { count: 0 };
  let retries = 0;
  const lost = new Map();
  const leftOut = new Map();
  /** How late (ms) the devices that heard of their round after its start began it. */
  const lateStarts = [];
  let pressedAt = Infinity;
  const serverNow = (pupil) => Date.now() + (pupil.offset ?? 0);
  /** The device's offset to the server's clock, from its quickest answer so far (as round-clock.ts keeps it). */
  const addSample = (pupil, answer, body) => {
    if (!Number.isFinite(body?.serverNow)) return;
    const trip = answer.receivedAt - answer.sentAt;
    if (pupil.bestTrip === undefined || trip < pupil.bestTrip) {
      pupil.bestTrip = trip;
      pupil.offset = body.serverNow - (answer.sentAt + answer.receivedAt) / 2;
    }
  };
  const headersOf = (pupil) => ({
    Accept: "application/json",
    Cookie: pupil.cookie,
    "CF-Connecting-IP": pupil.ip,
    Origin: origin,
  });

  async function read(pupil, into) {
    const answer = await pupil.link.send("round read", { intent: "read" }, REQUEST_TIMEOUT_MS);
    if (answer.status === 200) into.push(answer.receivedAt - answer.sentAt);
    if (into === waitingReads) waitingReadTimes.push(answer.sentAt);
    const body = answer.status === 200 ? answer.body : null;
    addSample(pupil, answer, body);
    return body;
  }

  async function save(pupil, round, playFrom) {
    const durationMs = Math.max(0, Math.round(round.endsAt - playFrom));
    const form = {
      intent: "save",
      round: String(round.id),
      presses_at: pressTimes(durationMs).join(","),
      duration_ms: String(durationMs),
    };
    const endHere = round.endsAt - (pupil.offset ?? 0);
    await sleep(endHere + Math.floor(Math.random() * SAVE_SPREAD_MS) - Date.now());
    for (let attempt = 0; ; attempt++) {
      const answer = await pupil.link.send("save", form, SAVE_TIMEOUT_MS);
      if (answer.error === "timeout" || answer.error === "socket") saveTimeouts.count += 1;
      const body = answer.body;
      addSample(pupil, answer, body);
      if (answer.status === 200) {
        saveLatencies.push(answer.receivedAt + (pupil.offset ?? 0) - round.endsAt);
        add(saveTries, attempt + 1);
        pupil.result = body?.result;
        return;
      }
      const early = body?.error === "classroom.round.notEnded";
      if (answer.status !== 0 && !early && answer.status !== 429 && answer.status < 500) {
        add(lost, `${answer.status} ${body?.error ?? ""}`.trim());
        return;
      }
      const wait = retryDelay(attempt, answer.headers.get("Retry-After"));
      if (Date.now() + wait > endHere + SAVE_GIVE_UP_MS) {
        add(lost, `no 200 within ${SAVE_GIVE_UP_MS / 1000} s (last ${answer.status || answer.error})`);
        return;
      }
      retries += 1;
      await sleep(wait);
    }
  }

  async function device(pupil) {
    pupil.link = pupilLink({ origin, call, statuses, latencies, headers: headersOf(pupil), running });
    await pupil.link.open();
    let round = null;
    let entered = false;
    // Waiting: a read, then the hub's announcement (or a read every SOCKET_POLL_MS, every POLL_MS without a socket).
    let body = await read(pupil, waitingReads);
    while (running()) {
      if (body?.round && body.round.id !== round?.id) {
        round = body.round;
        seenAfterPress.push(Date.now() - pressedAt);
      }
      if (body?.entered) entered = true;
      // As the page: the server says whether the pupil may still play it (in the class at its start).
      if (round && !entered && serverNow(pupil) < round.endsAt) {
        const answer = await pupil.link.send("enter", { intent: "enter", round: String(round.id) }, REQUEST_TIMEOUT_MS);
        if (answer.status !== 0) enterLatencies.push(answer.receivedAt - answer.sentAt);
        addSample(pupil, answer, answer.body);
        entered = answer.body?.entered === true;
        if (!entered) add(enterRefusals, `${answer.status || answer.error} ${answer.body?.error ?? ""}`.trim());
      }
      if (round && (entered || serverNow(pupil) >= round.endsAt)) {
        await sleep(round.startsAt - serverNow(pupil));
        break;
      }
      // A class whose teacher could not start a round has nothing more to measure.
      if (pupil.lesson.startSettled && !pupil.lesson.round && !round) break;
      const pushed = await pupil.link.nextPush(SOCKET_POLL_MS);
      body = pushed ? { round: pushed.round, entered: false } : await read(pupil, waitingReads);
    }
    if (!round || !entered) {
      add(leftOut, round ? "not let into the round" : "never saw the round");
      pupil.link.close();
      return {};
    }
    // A device that heard late plays from then (round-game.tsx), as the page does.
    const playFrom = Math.max(round.startsAt, serverNow(pupil));
    if (playFrom - round.startsAt > 250) lateStarts.push(playFrom - round.startsAt);
    // Its rate every LIVE_MS while the round runs; at the end the save, and a read every SOCKET_POLL_MS.
    await sendLiveRates(pupil.link, round, () => serverNow(pupil));
    const reads = (async () => {
      await sleep(Math.random() * SOCKET_POLL_MS);
      while (running()) {
        await read(pupil, afterReads);
        await sleep(SOCKET_POLL_MS);
      }
      pupil.link.close();
    })();
    await save(pupil, round, playFrom);
    // Not returned as such: the device's promise would then wait for reads that only stop once every save is settled.
    return { reads };
  }

  // The teachers' panels and their start button (load-lesson-classes.mjs).
  const panelDuring = [];
  const panelAfter = [];
  const teachers = teacherScreens({ call, running, panelDuring, panelAfter });

  const joinStarted = Date.now();
  const joins = pupils.map((pupil) => join(pupil));
  const devices = pupils.map(async (pupil, i) => {
    await joins[i];
    return pupil.cookie ? device(pupil) : {};
  });
  await Promise.all(joins);
  const joinsDoneAt = Date.now();
  const joined = pupils.filter((pupil) => pupil.cookie);
  lines.push(
    `  joins: ${joined.length} of ${pupils.length} (up to ${CLASSES_PER_SCHOOL * PUPILS_PER_CLASS} per school address), spread over ${JOIN_SPREAD_MS / 1000} s, ` +
      `all done in ${((joinsDoneAt - joinStarted) / 1000).toFixed(1)} s; latency ${spread(latencies.get("join"))}; ` +
      `tries ${tally(joinTries)}; the classroom page after it ${spread(latencies.get("pupil page"))}`,
  );
  if (joinRefusals.size > 0) {
    lines.push(`  joins refused: ${tally(joinRefusals)}`);
    problems.push(`${pupils.length - joined.length} joins failed (${tally(joinRefusals)})`);
  }
  await sleep(WAITING_MS);

  // 4. Every teacher presses start at once; the panels read the round's times.
  pressedAt = Date.now();
  const startTries = await teachers.startRounds(classes);
  const startSeconds = (Date.now() - pressedAt) / 1000;
  const rounds = classes.map((lesson) => lesson.round).filter(Boolean);
  // Without any round, the figures of time below are measured from the press.
  const firstEnd = rounds.length ? Math.min(...rounds.map((round) => round.endsAt)) : pressedAt;
  const lastEnd = rounds.length ? Math.max(...rounds.map((round) => round.endsAt)) : pressedAt;
  const firstStart = rounds.length ? Math.min(...rounds.map((round) => round.startsAt)) : pressedAt;
  lines.push(
    `  rounds: ${rounds.length} of ${classes.length} started in ${startSeconds.toFixed(1)} s (presses per round ${tally(startTries) || "none"}), ` +
      `their ends span ${lastEnd - firstEnd} ms`,
  );
  if (rounds.length < classes.length) {
    problems.push(`${classes.length - rounds.length} rounds not started (${tally(statuses.get("start round"))})`);
  }

  const panels = Promise.all(classes.map((lesson) => teachers.panel(lesson)));
  // Every device has settled its save (saved, refused or given up), or was left out of its round.
  const afterEnd = await Promise.all(devices);
  const savesSettledAt = Date.now();
  stopping = true;
  await Promise.all(afterEnd.map((outcome) => outcome.reads));
  await panels;

  // 5. What each teacher's panel says, and what D1 holds.
  const finals = await Promise.all(classes.map(async (lesson) => (await teachers.panelRead(lesson)).body));
  const panelSaved = finals.reduce((sum, view) => sum + (view?.saved ?? 0), 0);
  const panelIn = finals.reduce((sum, view) => sum + (view?.inRound ?? 0), 0);
  const rows = storedDay(d1, runId);

  reportDay({
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
    liveLatencies: latencies.get("live") ?? [],
  });
  return { lines, problems };
}
