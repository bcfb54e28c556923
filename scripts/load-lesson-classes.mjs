import {
  CLASSES_PER_SCHOOL,
  CLASSROOM_PATH,
  JOIN_SPREAD_MS,
  JOIN_TRIES,
  PANEL_ACTIVE_MS,
  PANEL_IDLE_MS,
  PUPILS_PER_CLASS,
  REQUEST_TIMEOUT_MS,
  ROUND_SECONDS,
  START_TRIES,
  add,
  parseJson,
  sleep,
  tally,
} from "./load-lesson-parts.mjs";

// The lesson day's requests that are not a pupil's round (load-lesson.mjs): the one request
// function, counting every answer, the teachers opening their classes, and their screens.

/** A function that makes one request of the day and counts its answer in `statuses` and `latencies`. */
export function makeCall(origin, statuses, latencies) {
  /** One request; its status (0 without an answer), headers, text, and times on this machine's clock. */
  return async function call(kind, path, { method = "GET", form, headers = {}, timeoutMs = REQUEST_TIMEOUT_MS } = {}) {
    if (!statuses.has(kind)) statuses.set(kind, new Map());
    if (!latencies.has(kind)) latencies.set(kind, []);
    const sentAt = Date.now();
    try {
      const response = await fetch(`${origin}${path}`, {
        method,
        headers,
        body: form ? new URLSearchParams(form) : undefined,
        redirect: "manual",
        signal: AbortSignal.timeout(timeoutMs),
      });
      const text = await response.text();
      const receivedAt = Date.now();
      add(statuses.get(kind), response.status);
      latencies.get(kind).push(receivedAt - sentAt);
      return { status: response.status, headers: response.headers, text, sentAt, receivedAt };
    } catch (error) {
      const reason = error?.name === "TimeoutError" ? "timeout" : (error?.cause?.code ?? error?.name ?? "error");
      add(statuses.get(kind), `no answer (${reason})`);
      return { status: 0, headers: new Headers(), text: "", sentAt, receivedAt: Date.now(), error: reason };
    }
  };
}

/**
 * The form's stamp, then the teachers open their classes at once, each from an address of its own;
 * `{ stamp, classes }`, or `{ problems }` when some class could not be opened.
 */
export async function openClasses({ call, origin, classCount, runId, lines }) {
  // The form's stamp, as a browser has it from the page. load.mjs runs the Worker without a
  // minimum fill time (FORM_MIN_FILL_SECONDS=0), so one stamp serves every form at once.
  const page = await call("classroom page", CLASSROOM_PATH);
  const stamp =
    /data-form-stamp="([^"]+)"/.exec(page.text)?.[1] ?? /name="form_stamp" value="([^"]+)"/.exec(page.text)?.[1];
  if (!stamp) return { problems: [`the classroom page (${page.status}) has no form stamp`] };

  // 1. The teachers open their classes at once, each from an address of their own (opening is
  // limited per address: 10 a minute, 100 a day), and their browsers follow to the teacher's screen.
  const classes = [];
  for (let n = 0; n < classCount; n++) {
    const school = Math.floor(n / CLASSES_PER_SCHOOL);
    const name = `Kids Save Lives ${runId} ${school + 1}-${(n % CLASSES_PER_SCHOOL) + 1}`;
    classes.push({ school, name, teacherIp: `203.0.113.${n + 1}` });
  }
  const schools = Math.ceil(classCount / CLASSES_PER_SCHOOL);
  const openedAt = Date.now();
  await Promise.all(
    classes.map(async (lesson) => {
      const answer = await call("open class", CLASSROOM_PATH, {
        method: "POST",
        headers: { Origin: origin, "CF-Connecting-IP": lesson.teacherIp },
        form: { intent: "create", class_name: lesson.name, bpm: "110", nickname_mode: "typed", form_stamp: stamp },
      });
      const location = answer.headers.get("Location") ?? "";
      // A 303 back to the classroom page rather than to `…/t/<token>` is the answer to a post taken for a bot.
      if (!location.includes("/t/")) {
        const error = /classroom\.errors\.\w+/.exec(answer.text)?.[0] ?? "";
        lesson.error = `${answer.status || answer.error} ${location || error}`.trim();
        return;
      }
      lesson.teacherPath = new URL(location, origin).pathname;
      // The teacher's screen shows the join code (in the join address's query, too).
      const screen = await call("teacher page", lesson.teacherPath, {
        headers: { "CF-Connecting-IP": lesson.teacherIp },
      });
      lesson.code = /[?&](?:amp;)?code=([A-Z0-9]{6})\b/.exec(screen.text)?.[1] ?? null;
      if (!lesson.code) lesson.error = `no join code on the teacher's screen (${screen.status || screen.error})`;
    }),
  );
  const openSeconds = (Date.now() - openedAt) / 1000;
  const unopened = classes.filter((lesson) => lesson.error);
  lines.push(
    `Lesson day (${classes.length} classes × ${PUPILS_PER_CLASS} pupils, ${schools} school address${schools === 1 ? "" : "es"}): ` +
      `${classes.length - unopened.length} classes opened at once in ${openSeconds.toFixed(1)} s`,
  );
  if (unopened.length > 0) {
    const reasons = new Map();
    for (const lesson of unopened) add(reasons, lesson.error);
    return { problems: [`${unopened.length} classes not opened (${tally(reasons)})`] };
  }

  return { stamp, classes };
}

/**
 * The teachers' screens: each panel re-reads its round.json every PANEL_ACTIVE_MS while the round
 * is ahead or running and every PANEL_IDLE_MS once it ended (use-round-live.ts), its latencies
 * pushed to `panelDuring` or `panelAfter`; and the start button every teacher presses at once.
 */
export function teacherScreens({ call, running, panelDuring, panelAfter }) {
  async function panelRead(lesson) {
    const answer = await call("panel round.json", `${lesson.teacherPath}/round.json`, {
      headers: { Accept: "application/json", "CF-Connecting-IP": lesson.teacherIp },
    });
    const body = answer.status === 200 ? parseJson(answer.text) : null;
    const on = Boolean(body?.round) && body.serverNow < body.round.endsAt;
    if (answer.status === 200) (on ? panelDuring : panelAfter).push(answer.receivedAt - answer.sentAt);
    return { body, on };
  }
  async function panel(lesson) {
    let on = true;
    while (running()) {
      await sleep(on ? PANEL_ACTIVE_MS : PANEL_IDLE_MS);
      ({ on } = await panelRead(lesson));
    }
  }
  /** Every teacher presses start; their browsers follow to the teacher's screen. How many presses each round took. */
  async function startRounds(classes) {
    const startTries = new Map();
    await Promise.all(
      classes.map(async (lesson) => {
        for (let attempt = 1; attempt <= START_TRIES && !lesson.round; attempt++) {
          if (attempt > 1) await sleep(2_000);
          const answer = await call("start round", lesson.teacherPath, {
            method: "POST",
            headers: { Origin: "null", "Sec-Fetch-Site": "same-origin", "CF-Connecting-IP": lesson.teacherIp },
            form: { intent: "start-round", round_length: String(ROUND_SECONDS), round_kind: "practice" },
          });
          if (answer.status === 303) {
            await call("teacher page", lesson.teacherPath, { headers: { "CF-Connecting-IP": lesson.teacherIp } });
          }
          // A 503 may come after the round was written (a query cannot be cancelled): the panel tells.
          lesson.round = (await panelRead(lesson)).body?.round ?? null;
          if (lesson.round) add(startTries, attempt);
        }
        lesson.startSettled = true;
      }),
    );
    return startTries;
  }
  return { panelRead, panel, startRounds };
}

/** A pupil joins with the class code (tried again when refused by a busy server) and loads the classroom page. */
export async function joinPupil({ call, origin, stamp, joinRefusals, joinTries }, pupil) {
  await sleep(Math.random() * JOIN_SPREAD_MS);
  for (let attempt = 1; attempt <= JOIN_TRIES; attempt++) {
    const answer = await call("join", CLASSROOM_PATH, {
      method: "POST",
      headers: { Origin: origin, "CF-Connecting-IP": pupil.ip },
      form: { intent: "join", code: pupil.lesson.code, nickname: pupil.nickname, form_stamp: stamp },
    });
    const cookie = answer.headers.getSetCookie().find((line) => line.startsWith("class_pupil="));
    if (cookie) {
      pupil.cookie = cookie.split(";")[0];
      add(joinTries, attempt);
      await call("pupil page", CLASSROOM_PATH, { headers: { Cookie: pupil.cookie, "CF-Connecting-IP": pupil.ip } });
      return;
    }
    // A 303 without the cookie is the answer to a post taken for a bot; a 4xx is a refusal.
    const error = /classroom\.errors\.\w+/.exec(answer.text)?.[0] ?? "";
    const reason = `${answer.status || answer.error}${error ? ` ${error}` : ""}`;
    if (answer.status !== 0 && answer.status !== 503) {
      add(joinRefusals, reason);
      return;
    }
    if (attempt === JOIN_TRIES) add(joinRefusals, `${reason} (${JOIN_TRIES} tries)`);
    else await sleep(2_000);
  }
}

/** What the local D1 holds of the day's classes afterwards: classes, pupils, rounds, entries, saved results. */
export function storedDay(d1, runId) {
  const ours = `c.name LIKE 'Kids Save Lives ${runId} %'`;
  const [rows] = d1(
    `SELECT (SELECT count(*) FROM classes c WHERE ${ours}) AS classes,
       (SELECT count(*) FROM class_pupils p JOIN classes c ON c.id = p.class_id WHERE ${ours}) AS pupils,
       count(DISTINCT r.id) AS rounds, count(e.id) AS entries, count(e.saved_at) AS saved,
       min(e.compressions) AS fewest, max(e.compressions) AS most, round(avg(e.mean_rate_bpm), 1) AS rate
     FROM classes c JOIN class_rounds r ON r.class_id = c.id LEFT JOIN class_round_entries e ON e.round_id = r.id
     WHERE ${ours}`,
  );
  return rows;
}
