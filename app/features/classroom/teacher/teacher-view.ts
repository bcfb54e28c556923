import type { PupilSummary } from "../results/class-summary";
import type { ClassRound, RoundEntry } from "../rounds/class-round";
import type { RoundLiveView } from "../rounds/round-live";

// What the class's screen on the teacher link shows (teacher-screen.tsx), as its loader gives it
// (teacher-page.server.ts): in a module of its own, since the screen's parts (class-header.tsx,
// results/lesson-results.tsx) read it too, and the screen imports them.

export interface TeacherView {
  name: string;
  bpm: number;
  joinCode: string;
  joinAddress: string;
  /** The join address's QR code, an SVG made on the server (qr-code.server.ts). */
  qrSvg: string;
  closed: boolean;
  locked: boolean;
  boardAllowed: boolean;
  nicknameMode: "generated" | "typed";
  expires: string;
  teacherLink: string;
  projectorLink: string;
  rows: PupilSummary[];
  /**
   * The wrong codes to come back that cancelled the class's codes (pupil/comeback.server.ts), or
   * null when none were cancelled since the teacher last drew codes.
   */
  comebacksCancelled: { misses: number } | null;
  /** The pupils the teacher removed, whose removal can be undone. */
  removed: { id: number; nickname: string }[];
  /** Attempts saved to the class, free games and rounds' results: what deleting it loses. */
  games: number;
  /** The class's rounds, oldest first, and each pupil's entry in them. */
  rounds: ClassRound[];
  roundEntries: RoundEntry[];
  /** The class's latest round as it stood when the page was read. */
  roundLive: RoundLiveView;
  /** When the rows were read (ms since the epoch), for the live table. */
  loadedAt: number;
  /** The table with every measure (`?measures=all`), not only the summary. */
  detailed: boolean;
}
