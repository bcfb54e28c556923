import { describe, expect, it } from "vitest";
import { cardClassOf, type CardClass } from "./pupil-card-class";

const found: CardClass = { name: "4t ESO B", joinCode: "K7MPQ2", nicknameMode: "generated" };

describe("the class a pupil's card names", () => {
  it("is the class read for the address's code, however the code was typed", () => {
    expect(cardClassOf(found, "K7MPQ2")).toBe(found);
    expect(cardClassOf(found, "k7m-pq2")).toBe(found);
    expect(cardClassOf(found, " k7m pq2 ")).toBe(found);
  });

  it("is none when the form's code is another (a pupil who corrected it) or no class was found", () => {
    expect(cardClassOf(found, "K7MPQ3")).toBeNull();
    expect(cardClassOf(found, "")).toBeNull();
    expect(cardClassOf(null, "K7MPQ2")).toBeNull();
  });
});
