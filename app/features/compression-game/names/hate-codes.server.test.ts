import { describe, expect, it } from "vitest";
import { isBlockedName } from "./name-filter.server";

// The hate codes of content/blocked-names.ts, and the numbers players put in ordinary names, which
// they must leave alone: ages, shirt numbers, years.

const refused = `1488 | 14/88 | 14 88 | Marc_14-88 | Marc1488 | sieg heil | Zieg Heil | Seig Heil | Heil Hitler |
  HitlerDidNothingWrong | White Power | whitepower | RaHoWa | WPWW | KKK | K.K.K. | k k k | MarcKKK | Marc KKK |
  Ku Klux Klan | 14 words | 14Words | Fourteen Words | Combat 18 | COMBAT-18 | Blood & Honour | Blood and Honour |
  ACAB | Neonazi | Führer | Nazi | Hammerskins | 卐 | Marc 卍 | ϟϟ | Marc 🖕`;

const accepted = `14 | 18 | 88 | 28 | 311 | Marc 14 | Laia 88 | Pol_18 | Nil 2014 | Joan 1988 | Ana 88 14 | Marc 14 Laia 88 |
  Combat | Pepe | Zog | Aryan Khan | Hubertus Heil | Siegfried | Sieg | Klan | White | Hail | Kiko | Ku | Marc KK`;

function names(list: string): string[] {
  return list.split("|").map((name) => name.trim());
}

describe("hate codes", () => {
  it.each(names(refused))("refuses %j", (name) => {
    expect(isBlockedName(name)).toBe(true);
  });

  it.each(names(accepted))("accepts %j", (name) => {
    expect(isBlockedName(name)).toBe(false);
  });
});

describe("numbers in a name", () => {
  const givenNames =
    "Ana Marc Pau Laia Joan Pol Nil Eric Sara Leo Hugo Lucas Júlia Aina Ona Biel Jan Àlex Núria Jack Mia".split(" ");
  const numbers = "1 2 3 5 7 07 10 11 12 13 14 15 16 17 18 22 23 45 69 88 99 2010 2011 2012".split(" ");

  it("are ages, shirt numbers and years, and leave the name alone", () => {
    const numbered = givenNames.flatMap((name) => numbers.flatMap((number) => [name + number, `${name}_${number}`]));
    expect(numbered.filter(isBlockedName)).toEqual(["Pol14", "Jack45"]);
  });

  it("are read as letters too, so the few that then spell an insult are refused: the price of catching sh17", () => {
    expect(["Pol14", "Jack45", "sh17", "Pol 14", "Jack 45"].map(isBlockedName)).toEqual([
      true,
      true,
      true,
      false,
      false,
    ]);
  });
});
