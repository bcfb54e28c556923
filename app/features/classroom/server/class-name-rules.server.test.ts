import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, it } from "vitest";
import { classNameError, nicknameError } from "../class-rules";
import { createClassSchema, joinClassSchema, typedNicknameError } from "./class-schema.server";

// A class's name and a pupil's nickname are both shown to the whole class and on the projector:
// both have the shape of any name others see (app/lib/name-shape.ts) and pass the word filter.

function classNameErrors(name: string): unknown {
  const data = new FormData();
  data.set("class_name", name);
  data.set("bpm", "110");
  const submission = parseWithZod(data, { schema: createClassSchema });
  return submission.status === "success" ? null : submission.reply().error?.class_name;
}

describe("a class's name", () => {
  it("has the shape of a name others see", () => {
    expect(classNameError("🖕🖕")).toBe("classroom.errors.nameInvalid");
    expect(classNameError("Z" + "\u0301".repeat(19))).toBe("classroom.errors.nameInvalid");
    expect(classNameError("4t ESO \u{1242B}")).toBe("classroom.errors.nameInvalid");
    expect(classNameError("四年级".repeat(7))).toBe("classroom.errors.nameTooLong");
    expect(classNameError("四年级二班")).toBeNull();
  });

  it("is refused by the word filter, as a nickname is", () => {
    for (const name of ["Puta", "Hijo de puta", "h1jodeput4", "4t ESO 🖕", "p*ta"]) {
      expect(classNameErrors(name), name).toEqual(["classroom.errors.nameBlocked"]);
    }
    expect(classNameErrors("🖕🖕")).toEqual(["classroom.errors.nameInvalid"]);
    expect(classNameErrors("4t ESO B")).toBeNull();
  });
});

describe("a nickname", () => {
  it("has the same shape", () => {
    expect(nicknameError("🖕🏽")).toBe("classroom.errors.nicknameInvalid");
    expect(nicknameError("Z" + "\u0301".repeat(19))).toBe("classroom.errors.nicknameInvalid");
    expect(nicknameError("\uFDFD")).toBe("classroom.errors.nicknameInvalid");
    expect(nicknameError("李".repeat(11))).toBe("classroom.errors.nicknameTooLong");
    expect(nicknameError("Nguyễn")).toBeNull();
  });

  it("of the word list is refused with the nickname's message where pupils type their own", () => {
    expect(typedNicknameError("m4r1k0n")).toBe("classroom.errors.nicknameBlocked");
    expect(typedNicknameError("x".repeat(21))).toBe("classroom.errors.nicknameTooLong");
    expect(typedNicknameError("")).toBe("classroom.errors.nicknameRequired");
    expect(typedNicknameError("Laia")).toBeNull();
  });

  it("is only read by the join form's schema: the class decides whether it is judged", () => {
    const data = new FormData();
    data.set("code", "K7MPQ2");
    data.set("nickname", "m4r1k0n");
    const submission = parseWithZod(data, { schema: joinClassSchema });
    expect(submission.status).toBe("success");
  });
});
