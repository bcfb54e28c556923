import { describe, expect, it } from "vitest";
import {
  isTokenShaped,
  newPupilToken,
  newTeacherToken,
  PROJECTOR_TOKEN_BYTES,
  projectorToken,
  PUPIL_TOKEN_BYTES,
  TEACHER_TOKEN_BYTES,
  tokenHash,
} from "./class-token.server";

describe("the classroom's tokens", () => {
  it("carry at least 128 bits in base64url, new each time", () => {
    const teacher = newTeacherToken();
    expect(TEACHER_TOKEN_BYTES * 8).toBeGreaterThanOrEqual(128);
    expect(teacher).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(isTokenShaped(teacher, TEACHER_TOKEN_BYTES)).toBe(true);
    expect(newTeacherToken()).not.toBe(teacher);
    const pupil = newPupilToken();
    expect(pupil).toMatch(/^[A-Za-z0-9_-]{22}$/);
    expect(isTokenShaped(pupil, PUPIL_TOKEN_BYTES)).toBe(true);
  });

  it("tell a token from other text by its shape", () => {
    expect(isTokenShaped("", TEACHER_TOKEN_BYTES)).toBe(false);
    expect(isTokenShaped(`${newTeacherToken()}=`, TEACHER_TOKEN_BYTES)).toBe(false);
    expect(isTokenShaped("a".repeat(42) + "/", TEACHER_TOKEN_BYTES)).toBe(false);
  });

  it("are stored as their SHA-256", async () => {
    expect(await tokenHash("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    expect(await tokenHash(newTeacherToken())).toMatch(/^[0-9a-f]{64}$/);
  });

  it("derive the projector link's token from the teacher's, one way, with 256 bits of its own", async () => {
    const teacher = newTeacherToken();
    const projector = await projectorToken(teacher);
    expect(isTokenShaped(projector, PROJECTOR_TOKEN_BYTES)).toBe(true);
    expect(await projectorToken(teacher)).toBe(projector);
    expect(projector).not.toBe(teacher);
    expect(await projectorToken(newTeacherToken())).not.toBe(projector);
    // Neither the teacher's token nor its stored hash is the projector's, nor its hash.
    expect(await tokenHash(projector)).not.toBe(await tokenHash(teacher));
    expect(projector).not.toContain(teacher.slice(0, 8));
  });
});
