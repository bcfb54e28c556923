import { describe, expect, it } from "vitest";
import { resultsJsonPath, teacherPath } from "~/features/classroom/classroom-routes";
import { withoutSecrets } from "./secret-paths";

const token = "Zk3q_9vT-2xYwR8pLmN0aBcDeFgHiJkLmNoPqRsTuVw";

describe("the log's spelling of a path", () => {
  it("replaces a link's token, in any case and with anything after it", () => {
    expect(withoutSecrets("/ca/first-aiducation/aula/t/s3cr3t")).toBe("/ca/first-aiducation/aula/t/[token]");
    expect(withoutSecrets("/ca/first-aiducation/aula/p/s3cr3t")).toBe("/ca/first-aiducation/aula/p/[token]");
    expect(withoutSecrets("/EN/First-Aiducation/Classroom/T/s3cr3t/x.data")).toBe(
      "/EN/First-Aiducation/Classroom/T/[token]",
    );
    expect(withoutSecrets(resultsJsonPath(teacherPath("ca", token)))).toBe("/ca/first-aiducation/aula/t/[token]");
  });

  it("replaces it in a percent-encoded spelling too", () => {
    for (const path of [
      `/es/first-aiducation/aul%61/t/${token}`,
      `/es/first-aiducation/aul%2561/t/${token}`,
      `/es/first-aiducation/aula%2Ft%2F${token}`,
      `/es/%66irst-aiducation/AULA/%74/${token}`,
      `/es/first-aiducation/aula/t/${encodeURIComponent(token).replace(/[A-Z]/g, (c) => `%${c.charCodeAt(0).toString(16)}`)}`,
    ]) {
      const logged = withoutSecrets(path);
      expect(logged, path).not.toContain(token);
      expect(logged, path).not.toMatch(/Zk3q|TuVw/);
      expect(logged, path).toContain("[token]");
    }
  });

  it("replaces any run that could be a token elsewhere, and leaves other paths as they came", () => {
    expect(withoutSecrets(`/es/other/${token}`)).toBe("/es/other/[token]");
    expect(withoutSecrets("/es/first-aiducation/aula")).toBe("/es/first-aiducation/aula");
    expect(withoutSecrets("/ca/educaci%6f.data")).toBe("/ca/educaci%6f.data");
  });
});
