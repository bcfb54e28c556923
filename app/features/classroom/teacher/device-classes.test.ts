import { describe, expect, it } from "vitest";
import {
  allTokens,
  computerKind,
  DEFAULT_COMPUTER_KIND,
  DEVICE_CLASSES_MAX,
  tokensOf,
  withClass,
  withoutClass,
} from "./device-classes";

const token = (n: number) => `${"a".repeat(40)}${String(n).padStart(3, "0")}`;

describe("the classes of a teacher's browser", () => {
  it("keep the newest first, once each, at most the maximum", () => {
    let tokens: string[] = [];
    for (let n = 0; n < DEVICE_CLASSES_MAX + 3; n += 1) tokens = withClass(tokens, token(n));
    expect(tokens).toHaveLength(DEVICE_CLASSES_MAX);
    expect(tokens[0]).toBe(token(DEVICE_CLASSES_MAX + 2));
    expect(tokens).not.toContain(token(0));
    expect(withClass(tokens, token(5))[0]).toBe(token(5));
    expect(new Set(withClass(tokens, token(5))).size).toBe(DEVICE_CLASSES_MAX);
  });

  it("forget one class and read nothing but tokens from a cookie", () => {
    expect(withoutClass([token(1), token(2)], token(1))).toEqual([token(2)]);
    expect(tokensOf([token(1), 3, "x", null, `${token(2)}/`])).toEqual([token(1)]);
    expect(tokensOf("not a list")).toEqual([]);
  });

  it("list both lists' classes once each, the shared computer's first", () => {
    expect(allTokens({ lasting: [token(1), token(2)], session: [token(3), token(1)] })).toEqual([
      token(3),
      token(1),
      token(2),
    ]);
    expect(allTokens({ lasting: [], session: [] })).toEqual([]);
  });
});

describe("the teacher's computer, as the form posts it", () => {
  it("is shared only when said so, and the teacher's own otherwise", () => {
    expect(computerKind("shared")).toBe("shared");
    expect(computerKind("personal")).toBe("personal");
    for (const posted of [undefined, "", "Shared", ["shared"], "on"]) expect(computerKind(posted)).toBe("personal");
    expect(DEFAULT_COMPUTER_KIND).toBe("personal");
  });
});
