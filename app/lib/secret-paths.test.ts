import { describe, expect, it } from "vitest";
import { resultsJsonPath, teacherPath } from "~/features/classroom/classroom-routes";
import { languages, pageIds, pages } from "~/i18n-routes";
import { apiRoutes } from "./api-routes";
import { mayCarrySecret, textWithoutSecrets, withoutSecrets } from "./secret-paths";

const token = "Zk3q_9vT-2xYwR8pLmN0aBcDeFgHiJkLmNoPqRsTuVw";
/** The token of a malformed teacher link that the Worker refused (400) and the log once wrote whole. */
const refusedToken = "NR0kF1rlx7of69CUTAglodbfIzMlbP795cX7lUmYrIo";
const refusedPath = "/es/first-aiducation/aul%61/t/NR0kF%31rlx7of69CUTAglodbfI%7AMlbP795cX7lUmYrIo%zz";

/** Every piece of `secret` of `length` characters. */
function piecesOf(secret: string, length: number): string[] {
  return Array.from({ length: secret.length - length + 1 }, (_, start) => secret.slice(start, start + length));
}

/** Fails when the logged path holds any piece of six characters of the secret. */
function expectNoPiece(logged: string, secret: string, path: string) {
  const shown = piecesOf(secret, 6).filter((piece) => logged.includes(piece));
  expect(shown, `${path} → ${logged}`).toEqual([]);
}

/** Every letter percent-encoded, in upper or lower case hex. */
function lettersEncoded(text: string, hexCase: "upper" | "lower"): string {
  return text.replace(/[a-z]/gi, (letter) => {
    const hex = letter.charCodeAt(0).toString(16);
    return `%${hexCase === "upper" ? hex.toUpperCase() : hex}`;
  });
}

/** Every other letter in upper case. */
function mixedCase(text: string): string {
  return [...text].map((char, n) => (n % 2 ? char.toUpperCase() : char.toLowerCase())).join("");
}

/** The spellings of a classroom page's path a client may send. */
function pageSpellings(page: string): string[] {
  return [
    page,
    page.toUpperCase(),
    mixedCase(page),
    lettersEncoded(page, "upper"),
    lettersEncoded(page, "lower"),
    lettersEncoded(page, "upper").replace(/%/g, "%25"),
    page.replace(/a$/, "%61").replace(/m$/, "%6D"),
    page.replace(/a$/, "%2561").replace(/m$/, "%256D"),
    page.replace(/\//g, "//"),
    page.replace(/\/([^/]+)$/, "/./$1"),
    // Misspelt beyond decoding: the page is not recognised, the link's segment still is.
    page.replace(/(.)$/, "%zz$1"),
  ];
}

/** The spellings of a token after its link's segment: escapes that decode, once or twice, and pieces that do not. */
function tokenSpellings(secret: string): string[] {
  const [a, b, c, d] = [secret.slice(0, 5), secret.slice(5, 15), secret.slice(15, 30), secret.slice(30)];
  const escaped = (char: string) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`;
  return [
    secret,
    `${a}${escaped(b.charAt(0))}${b.slice(1)}${c}${escaped(d.charAt(0))}${d.slice(1)}%zz`,
    `${a}%25${escaped(b.charAt(0)).slice(1)}${b.slice(1)}${c}${d}`,
    ...["%", "%z", "%zz", "%3", "%G1", "%%%"].map((piece) => `${a}${piece}${b}${piece}${c}${piece}${d}`),
    `${secret}/`,
    `${secret}//`,
    `${secret}?code=K7MPQ2`,
    `${secret}%3Fcode%3DK7MPQ2`,
    `${secret}.data`,
    `${secret}/results.json`,
    `${secret}%2Fresults.csv`,
    encodeURIComponent(secret).replace(/[A-Z]/g, escaped),
  ];
}

describe("the log's spelling of a path", () => {
  it("replaces a link's token, in any case and with anything after it", () => {
    expect(withoutSecrets("/ca/first-aiducation/aula/t/s3cr3t")).toBe("/ca/first-aiducation/aula/t/[token]");
    expect(withoutSecrets("/ca/first-aiducation/aula/p/s3cr3t")).toBe("/ca/first-aiducation/aula/p/[token]");
    expect(withoutSecrets("/EN/First-Aiducation/Classroom/T/s3cr3t/x.data")).toBe(
      "/EN/First-Aiducation/Classroom/T/[token]",
    );
    expect(withoutSecrets(resultsJsonPath(teacherPath("ca", token)))).toBe("/ca/first-aiducation/aula/t/[token]");
  });

  it("replaces the token of a link that does not decode, which the Worker refuses", () => {
    expect(withoutSecrets(refusedPath)).toBe("/es/first-aiducation/aula/t/[token]");
    expectNoPiece(withoutSecrets(refusedPath), refusedToken, refusedPath);
  });

  it("replaces it in every spelling of every language's links", () => {
    for (const lang of languages) {
      for (const page of pageSpellings(pages.classroom[lang])) {
        for (const segment of ["t", "T", "p", "P", "%74", "%2570", "%50"]) {
          for (const secret of [refusedToken, token]) {
            for (const spelt of tokenSpellings(secret)) {
              const path = `${page}/${segment}/${spelt}`;
              const logged = withoutSecrets(path);
              expectNoPiece(logged, secret, path);
              expect(logged, path).toMatch(/\/\[token\]$/);
              expect(mayCarrySecret(path), path).toBe(true);
            }
          }
        }
      }
    }
  });

  it("replaces it in the spellings it had before: the link's segments encoded", () => {
    for (const path of [
      `/es/first-aiducation/aul%61/t/${token}`,
      `/es/first-aiducation/aul%2561/t/${token}`,
      `/es/first-aiducation/aula%2Ft%2F${token}`,
      `/es/%66irst-aiducation/AULA/%74/${token}`,
    ]) {
      expectNoPiece(withoutSecrets(path), token, path);
    }
  });

  it("replaces whatever lies beneath a classroom page, but for its public addresses", () => {
    for (const lang of languages) {
      for (const page of pageSpellings(pages.classroom[lang]).slice(0, -1)) {
        for (const below of [refusedToken, `${refusedToken.slice(0, 20)}.${refusedToken.slice(20)}`, "x/NR0kF1rl"]) {
          const path = `${page}/${below}`;
          expectNoPiece(withoutSecrets(path), below.replace("x/", ""), path);
          expect(withoutSecrets(path), path).toMatch(/\/\[token\]$/);
        }
      }
      expect(withoutSecrets(`/x${pages.classroom[lang]}/${refusedToken.slice(0, 12)}`)).toMatch(/\/\[token\]$/);
    }
  });

  it("replaces any run that could be a token elsewhere, split by escapes that do not decode too", () => {
    expect(withoutSecrets(`/es/other/${token}`)).toBe("/es/other/[token]");
    expect(withoutSecrets(`/es/other/${token.slice(0, 20)}%zz${token.slice(20)}`)).toBe("/es/other/[token]");
    expect(withoutSecrets(`/es/other/${token.slice(0, 20)}%${token.slice(20)}`)).toBe("/es/other/[token]");
  });

  it("leaves every page, every JSON address and other harmless paths as they came", () => {
    const harmless = [
      ...pageIds.flatMap((pageId) => languages.map((lang) => pages[pageId][lang])),
      ...apiRoutes.map((route) => route.path),
      ...languages.map((lang) => `${pages.classroom[lang]}.data`),
      ...languages.map((lang) => `${pages.classroom[lang]}/`),
      "/es/first-aiducation/aula/t/",
      "/ca/educaci%6f.data",
      "/es/nada%zz",
      "/",
    ];
    for (const path of harmless) {
      expect(withoutSecrets(path), path).toBe(path);
      expect(mayCarrySecret(path), path).toBe(false);
    }
  });
});

describe("the log's spelling of a free text", () => {
  it("replaces a link's token in a message that quotes an address", () => {
    const message = `No route matches URL "https://example.com/es/first-aiducation/aula/t/${token}/x" (GET)`;
    const logged = textWithoutSecrets(message);
    expectNoPiece(logged, token, message);
    expect(logged).toBe('No route matches URL "https://example.com/es/first-aiducation/aula/t/[token]" (GET)');
  });

  it("leaves a message without an address or a token as it came", () => {
    const message = "D1_ERROR: no such table: contacts: SQLITE_ERROR";
    expect(textWithoutSecrets(message)).toBe(message);
  });
});
