import { useEffect, useRef, useState } from "react";
import { readLessonView, ROUND_READ_EVENT, type LessonView } from "./lesson-live";

// The lesson's before and after on the teacher's screen, read again (…/lesson.json) each time the
// round panel says the class's round stands somewhere new: ended, or with more results saved
// (lesson-live.ts). `moment` is where it stood when the page was read, which needs no reading.
// A reading that fails leaves the lesson as it was, and the panel's next reading tries again.

export function useLessonLive(source: string, initial: LessonView, moment: string | null): LessonView {
  const [lesson, setLesson] = useState(initial);
  const shown = useRef(moment);

  useEffect(() => {
    let stopped = false;
    let asking: string | null = null;
    let latest: string | null = null;
    const controller = new AbortController();
    const read = async (next: string) => {
      asking = next;
      latest = next;
      try {
        const response = await fetch(source, { headers: { Accept: "application/json" }, signal: controller.signal });
        const answer = response.ok ? readLessonView(await response.json()) : null;
        // Only the answer to the latest moment asked for: an older one may come back after it.
        if (answer && !stopped && latest === next) {
          shown.current = next;
          setLesson(answer);
        }
      } catch {
        // Offline or aborted: the lesson stays as it was.
      }
      if (asking === next) asking = null;
    };
    const onRead = (event: Event) => {
      const next: unknown = (event as CustomEvent<unknown>).detail;
      if (typeof next === "string" && next !== shown.current && next !== asking) void read(next);
    };
    document.addEventListener(ROUND_READ_EVENT, onRead);
    return () => {
      stopped = true;
      controller.abort();
      document.removeEventListener(ROUND_READ_EVENT, onRead);
    };
  }, [source]);

  return lesson;
}
