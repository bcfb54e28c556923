import { logEvent } from "~/.server/log.server";
import type { ClassRound } from "./class-round";

// How the Worker reaches a class's hub (round-hub.server.ts, a Durable Object per class, named by
// the class's id): to hand it a pupil's socket, and to tell it of a round the teacher started or
// ended. This module holds no reference to the hub's class, so the pages' build never loads it.

/** The hashed pupil cookie of a socket handed to the hub; the hub is reachable only through the Worker. */
export const PUPIL_HASH_HEADER = "X-Pupil-Hash";

export function roundHub(env: Env, classId: number) {
  return env.CLASS_ROUND_HUB.get(env.CLASS_ROUND_HUB.idFromName(`class-${classId}`));
}

/**
 * Tells every open socket of the class of its round, just started or ended. The round is stored
 * already: a device that misses this (no socket, the hub unreachable) finds it when it next reads.
 */
export async function announceRound(env: Env, classId: number, round: ClassRound | null, requestId: string) {
  if (!round) return;
  try {
    await roundHub(env, classId).announce(round);
  } catch (error) {
    logEvent("warn", { requestId, event: "class round not announced", error });
  }
}
