import { seededRandom } from "~/lib/seeded-random.testing";

// The phone in the pupil's hand, for the synthetic recordings (motion-recording.testing.ts): taken
// from the hand and laid on the chest before the compressions, lifted towards the face after them
// and held there while a thumb reaches for Stop. Hands move in minimum-jerk strokes (the smooth
// reach of a person, Flash and Hogan 1985), tremble at 8–12 Hz (physiological tremor) and sway
// slowly while they hold the phone in the air.

/** Where a minimum-jerk movement is (0 to 1) and its acceleration (per s², times its distance) at `ms`. */
function minimumJerk(ms: number, fromMs: number, forMs: number): { share: number; acceleration: number } {
  const into = Math.min(1, Math.max(0, (ms - fromMs) / forMs));
  const seconds = forMs / 1000;
  const inside = ms > fromMs && ms < fromMs + forMs;
  return {
    share: 10 * into ** 3 - 15 * into ** 4 + 6 * into ** 5,
    acceleration: inside ? (60 * into - 180 * into ** 2 + 120 * into ** 3) / seconds ** 2 : 0,
  };
}

export interface HandlingAt {
  /** Acceleration up and sideways (m/s²), and the phone's extra turn (rad) about its tilt's axis. */
  up: number;
  side: number;
  turn: number;
  /** A thumb's tap on the screen, along the phone's own z axis (m/s², down the screen). */
  tap: number;
}

export interface Handling {
  /** When the phone comes to rest on the chest, and when it leaves it (ms). */
  placedMs: number;
  liftMs: number;
  endMs: number;
  at(ms: number): HandlingAt;
}

/**
 * A handling for `seed`: the phone held for 0.5–1.5 s, placed in 0.6–1.2 s from 10–30 cm above
 * and 5–20 cm aside; then, from `liftMs`, lifted 15–40 cm towards the face in 0.5–1 s and held
 * 1.5–3 s with a tap on Stop. Turned by `turnDeg` in the hand, none on the chest.
 */
export function phoneHandling(seed: number, turnDeg: number, liftMs: number | null): Handling {
  const random = seededRandom(seed * 31 + 7);
  const between = (low: number, high: number) => low + (high - low) * random();
  const heldMs = between(500, 1_500);
  const placeMs = between(600, 1_200);
  const placeHeight = between(0.1, 0.3);
  const placeAside = between(0.05, 0.2);
  const liftForMs = between(500, 1_000);
  const liftHeight = between(0.15, 0.4);
  const liftAside = between(0.05, 0.2);
  const heldAfterMs = between(1_500, 3_000);
  const tapMs = between(0.4, 0.8) * heldAfterMs;
  const tremor = between(0.05, 0.2);
  const tremorHz = between(8, 12);
  const swayM = between(0.005, 0.015);
  const swayHz = between(0.3, 1);
  const tapPeak = between(1, 3);
  const turn = (turnDeg * Math.PI) / 180;
  const placedMs = heldMs + placeMs;
  const lift = liftMs ?? Infinity;
  return {
    placedMs,
    liftMs: lift,
    endMs: lift + liftForMs + heldAfterMs,
    at(ms) {
      const place = minimumJerk(ms, heldMs, placeMs);
      const raise = minimumJerk(ms, lift, liftForMs);
      const inHand = ms < placedMs || ms > lift;
      const shake = inHand ? tremor * Math.sin(2 * Math.PI * tremorHz * (ms / 1000)) : 0;
      const held = ms > lift + liftForMs;
      const swayOmega = 2 * Math.PI * swayHz;
      const swaying = held ? -swayM * swayOmega ** 2 * Math.sin(swayOmega * ((ms - lift - liftForMs) / 1000)) : 0;
      const sinceTap = ms - lift - liftForMs - tapMs;
      // A tap: a 50 ms half sine pressing the screen away from the thumb.
      const tap = held && sinceTap > 0 && sinceTap < 50 ? tapPeak * Math.sin((Math.PI * sinceTap) / 50) : 0;
      return {
        up: -placeHeight * place.acceleration + liftHeight * raise.acceleration + shake + swaying,
        side: placeAside * place.acceleration - liftAside * raise.acceleration + shake,
        turn: turn * (1 - place.share) + turn * raise.share,
        tap,
      };
    },
  };
}
