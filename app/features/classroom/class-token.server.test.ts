import { describe, expect, it } from "vitest";
import {
  isTokenShaped,
  newPupilToken,
  newTeacherToken,
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
});
