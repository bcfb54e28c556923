import { describe, expect, it } from "vitest";
import {
  matchTeacherRoute,
  projectorPath,
  resultsCsvPath,
  resultsJsonPath,
  teacherPath,
  withoutSecrets,
} from "./classroom-routes";

describe("the teacher link", () => {
  it("sits under the classroom page in each language", () => {
    expect(teacherPath("ca", "abc")).toBe("/ca/first-aiducation/aula/t/abc");
    expect(teacherPath("es", "abc")).toBe("/es/first-aiducation/aula/t/abc");
    expect(teacherPath("en", "abc")).toBe("/en/first-aiducation/classroom/t/abc");
  });

  it("has its results as CSV and JSON beside it, and a projector view", () => {
    const link = teacherPath("ca", "abc");
    expect(resultsCsvPath(link)).toBe("/ca/first-aiducation/aula/t/abc/results.csv");
    expect(resultsJsonPath(link)).toBe("/ca/first-aiducation/aula/t/abc/results.json");
    expect(projectorPath(link)).toBe("/ca/first-aiducation/aula/t/abc?view=projector");
    expect(withoutSecrets(resultsJsonPath(link))).toBe("/ca/first-aiducation/aula/t/[token]");
  });

  it("is matched with its token, and nothing else is", () => {
    expect(matchTeacherRoute("/en/first-aiducation/classroom/t/abc")).toEqual({
      id: "classroom-teacher-en",
      lang: "en",
      token: "abc",
    });
    expect(matchTeacherRoute("/en/first-aiducation/classroom/t/")).toBeNull();
    expect(matchTeacherRoute("/en/first-aiducation/classroom/t/abc/def")).toBeNull();
    expect(matchTeacherRoute("/en/first-aiducation/aula/t/abc")).toBeNull();
  });

  it("never reaches the log: the token is replaced, in any case and with anything after it", () => {
    expect(withoutSecrets("/ca/first-aiducation/aula/t/s3cr3t")).toBe("/ca/first-aiducation/aula/t/[token]");
    expect(withoutSecrets("/EN/First-Aiducation/Classroom/T/s3cr3t/x.data")).toBe(
      "/EN/First-Aiducation/Classroom/T/[token]",
    );
    expect(withoutSecrets("/es/first-aiducation/aula")).toBe("/es/first-aiducation/aula");
  });
});
