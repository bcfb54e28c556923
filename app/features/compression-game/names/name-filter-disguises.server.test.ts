import { describe, expect, it } from "vitest";
import { classroomNameFamilies } from "./classroom-names.testing";
import { hostileSpellings } from "./hostile-spellings.testing";
import { isBlockedName } from "./name-filter.server";

// The word filter against nicknames built to get past it, family by family (hostile-spellings.testing.ts),
// and against the names of a class in Catalonia (classroom-names.testing.ts): every hostile one
// refused, every real one accepted. The nicknames a class gives out are its own, and its own tests
// hold them to this filter.

const hostile = Object.values(hostileSpellings).flat();
const classroomNames = Object.values(classroomNameFamilies).flat();

describe("the hostile spellings", () => {
  it(`are at least 300, and every one of the ${hostile.length} is refused: no false negative`, () => {
    expect(hostile.length).toBeGreaterThanOrEqual(300);
    const falseNegatives = hostile.filter((name) => !isBlockedName(name));
    expect(falseNegatives, `${falseNegatives.length} false negatives of ${hostile.length}`).toEqual([]);
  });

  it.each(Object.entries(hostileSpellings))("of the family %s are each refused", (_, names) => {
    expect(names.filter((name) => !isBlockedName(name))).toEqual([]);
  });
});

describe("the names of a class", () => {
  it(`are at least 300, and every one of the ${classroomNames.length} is accepted: no false positive`, () => {
    expect(classroomNames.length).toBeGreaterThanOrEqual(300);
    const falsePositives = classroomNames.filter(isBlockedName);
    expect(falsePositives, `${falsePositives.length} false positives of ${classroomNames.length}`).toEqual([]);
  });

  it("include the names the filter must never refuse", () => {
    for (const name of ["Àlex", "Núria", "Fàtima", "Xin", "Pau", "Marc Gordillo", "Pau Tarrés", "Marisa", "Maricel"]) {
      expect(classroomNames).toContain(name);
    }
  });

  it("are accepted given name with surname, as pupils write themselves", () => {
    const [given, surnames] = [classroomNameFamilies.catalan, classroomNameFamilies.nearTheRoots];
    const together = given.flatMap((name, index) => [`${name} ${surnames[index % surnames.length] ?? ""}`]);
    expect(together.filter(isBlockedName)).toEqual([]);
  });
});

describe("the decisions at the edge", () => {
  it("accept a name that is no insult though close to a root: Putin, Mariquita (a ladybug), Maricela", () => {
    expect(["Putin", "Mariquita", "Maricela", "Mari Concha", "Sudha"].filter(isBlockedName)).toEqual([]);
  });

  it("accept a group of people with any word but a call to harm it, and a call far from the group", () => {
    const names = ["Moros y Cristianos", "Gitanos del barrio", "Muerte Negra", "Juan Mata", "Messi Fuera de Serie"];
    expect(names.filter(isBlockedName)).toEqual([]);
  });

  it("refuse a group beside a call, even when the two come from two names: the price of reading words together", () => {
    expect(["Pol La", "Javier Moro Go Home", "Mata Moros"].map(isBlockedName)).toEqual([true, true, true]);
  });
});
