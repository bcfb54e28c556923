import { useEffect, useState } from "react";
import { depthsField } from "~/features/compression-game/depth/sent-depths";
import type { PressTiming } from "~/features/compression-game/measures/cpr-quality";
import type { TranslationKey } from "~/lib/translate";
import type { RoundView } from "./round-answer";
import type { RoundFields, RoundSend } from "./round-channel";
import type { SaveState } from "./round-game-parts";
import { SAVE_SPREAD_MS } from "./round-rules";
import { saveDelay, saveRoundTiming } from "./use-class-round";

// A pupil's round saved once it has stopped (round-game.tsx): its presses' times (and depths, in
// depth mode), once, after a share of SAVE_SPREAD_MS so that a class's phones do not all send at
// the same instant, and tried again quietly while the server is busy. The server measures the
// result itself (round-saves.server.ts).

/** The save of the round's `timing` (null while it runs) and `depthsMm`: where it stands. */
export function useRoundSave(
  round: RoundView,
  timing: PressTiming | null,
  depthsMm: readonly number[],
  send: RoundSend,
): SaveState {
  const [save, setSave] = useState<SaveState>({ kind: "waiting" });
  const stopped = timing !== null;
  useEffect(() => {
    if (!timing) return;
    const controller = new AbortController();
    const fields: RoundFields = {
      intent: "save",
      round: String(round.id),
      presses_at: timing.pressesAt.map(Math.round).join(","),
      // The server grades on the time it gives the pupil: for a pupil on time, the round's own length,
      // which this sends so that the save is one statement (a late pupil's time is the server's to say).
      duration_ms: String(round.endsAt - round.startsAt),
      // One depth a press in depth mode, never the phone's motion; none for taps.
      ...(depthsMm.length > 0 ? { depths_mm: depthsField(depthsMm) } : {}),
    };
    const timer = setTimeout(() => {
      void saveRoundTiming(send, fields, controller.signal).then((outcome) => {
        if (controller.signal.aborted) return;
        setSave(
          outcome.kind === "saved" ? { kind: "saved" } : { kind: "refused", error: outcome.error as TranslationKey },
        );
      });
    }, saveDelay(SAVE_SPREAD_MS));
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
    // The timing is made anew each render; the save depends only on the round having stopped.
  }, [stopped, round.id, send]);
  return save;
}
