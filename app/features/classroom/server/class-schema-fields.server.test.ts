import { describe, expect, expectTypeOf, it } from "vitest";
import type { z } from "zod";
import type { ClassSaveField } from "~/features/compression-game/save/class-save";
import { classFormFields, type ClassFormField } from "../class-rules";
import { classGameSchema, createClassSchema, joinClassSchema } from "./class-schema.server";

// The classroom's schemas read the fields their senders name, and no other: the page's two forms
// take their inputs' names from classFormFields, and a class game's save (the game's class-save.tsx)
// types its body by ClassSaveField. The types are compared by the typecheck, which runs over tests
// too, so a field renamed on one side only fails it; the keys are compared at run time as well.

describe("the classroom's schemas", () => {
  it("of its forms read the fields the forms name", () => {
    expectTypeOf<keyof z.input<typeof createClassSchema>>().toEqualTypeOf<ClassFormField<"class">>();
    expectTypeOf<keyof z.input<typeof joinClassSchema>>().toEqualTypeOf<ClassFormField<"join">>();
    expect(Object.keys(createClassSchema.in.shape)).toEqual([...classFormFields.class]);
    expect(Object.keys(joinClassSchema.in.shape)).toEqual([...classFormFields.join]);
  });

  it("of a class game's save read the fields the game's save sends", () => {
    expectTypeOf<keyof z.input<typeof classGameSchema>>().toEqualTypeOf<ClassSaveField>();
    const sent: Record<ClassSaveField, true> = {
      game_id: true,
      presses_at: true,
      duration_ms: true,
      depths_mm: true,
      to_board: true,
    };
    expect(Object.keys(classGameSchema.shape).sort()).toEqual(Object.keys(sent).sort());
  });
});
