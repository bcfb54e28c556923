import { describe, expect, it } from "vitest";
import {
  matchProjectorRoute,
  matchTeacherRoute,
  projectorPath,
  resultsCsvPath,
  resultsJsonPath,
  teacherPath,
} from "./classroom-routes";

describe("a class's links", () => {
  it("sit under the classroom page in each language", () => {
    expect(teacherPath("ca", "abc")).toBe("/ca/first-aiducation/aula/t/abc");
    expect(teacherPath("es", "abc")).toBe("/es/first-aiducation/aula/t/abc");
    expect(teacherPath("en", "abc")).toBe("/en/first-aiducation/classroom/t/abc");
    expect(projectorPath("ca", "abc")).toBe("/ca/first-aiducation/aula/p/abc");
    expect(projectorPath("en", "abc")).toBe("/en/first-aiducation/classroom/p/abc");
  });

  it("have their results as CSV and JSON beside them", () => {
    const link = teacherPath("ca", "abc");
    expect(resultsCsvPath(link)).toBe("/ca/first-aiducation/aula/t/abc/results.csv");
    expect(resultsJsonPath(link)).toBe("/ca/first-aiducation/aula/t/abc/results.json");
  });

  it("are matched with their token, and nothing else is", () => {
    expect(matchTeacherRoute("/en/first-aiducation/classroom/t/abc")).toEqual({
      id: "classroom-teacher-en",
      lang: "en",
      token: "abc",
    });
    expect(matchProjectorRoute("/es/first-aiducation/aula/p/abc")).toEqual({
      id: "classroom-projector-es",
      lang: "es",
      token: "abc",
    });
    expect(matchTeacherRoute("/en/first-aiducation/classroom/t/")).toBeNull();
    expect(matchTeacherRoute("/en/first-aiducation/classroom/t/abc/def")).toBeNull();
    expect(matchTeacherRoute("/en/first-aiducation/aula/t/abc")).toBeNull();
    expect(matchTeacherRoute("/es/first-aiducation/aula/p/abc")).toBeNull();
  });
});
