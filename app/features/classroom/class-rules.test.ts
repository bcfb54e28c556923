import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { classBpm, classExpiry, classNameError, classRhythms, DEFAULT_CLASS_BPM } from "./class-rules";
import { createClassSchema } from "./server/class-schema.server";

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

describe("the rules of a class", () => {
  it("take a class name of 1 to 40 printable characters", () => {
    expect(classNameError("4t ESO B")).toBeNull();
    expect(classNameError("")).toBe("classroom.errors.nameRequired");
    expect(classNameError("x".repeat(41))).toBe("classroom.errors.nameTooLong");
    expect(classNameError("4t\u0000B")).toBe("classroom.errors.nameInvalid");
  });

  it("take the game's rhythms, 100 to 120 by 5, 110 by default", () => {
    expect(classRhythms).toEqual([100, 105, 110, 115, 120]);
    expect(DEFAULT_CLASS_BPM).toBe(110);
    expect(classBpm("115")).toBe(115);
    for (const wrong of ["99", "125", "112", "110.0", " 110", "", undefined]) expect(classBpm(wrong)).toBeNull();
  });

  it("delete a class 30 days after it was created", () => {
    expect(classExpiry("2026-11-25T10:00:00.000Z").toISOString()).toBe("2026-12-25T10:00:00.000Z");
  });

  it("are what the server's schema applies", () => {
    const valid = parseWithZod(form({ class_name: "  4t ESO B ", bpm: "110" }), { schema: createClassSchema });
    expect(valid.status).toBe("success");
    if (valid.status === "success") {
      // Generated nicknames, no public board and the teacher's own computer unless the teacher chooses otherwise.
      expect(valid.value).toEqual({
        name: "4t ESO B",
        bpm: 110,
        nicknameMode: "generated",
        boardAllowed: false,
        computer: "personal",
      });
    }
    const chosen = parseWithZod(
      form({ class_name: "4t", bpm: "110", nickname_mode: "typed", board_allowed: "on", computer: "shared" }),
      { schema: createClassSchema },
    );
    if (chosen.status === "success") {
      expect(chosen.value).toMatchObject({ nicknameMode: "typed", boardAllowed: true, computer: "shared" });
    }
    expect(chosen.status).toBe("success");
    const invalid = parseWithZod(form({ class_name: " ", bpm: "130" }), { schema: createClassSchema });
    expect(invalid.status).toBe("error");
    expect(invalid.reply().error).toEqual({
      class_name: ["classroom.errors.nameRequired"],
      bpm: ["classroom.errors.bpmInvalid"],
    });
  });
});
