import { describe, expect, it } from "vitest";
import { FEEDBACK_MESSAGE_MAX, feedbackMessageError } from "./feedback-rules";

describe("the feedback comment rule", () => {
  it("refuses an empty comment, spaces and line breaks included", () => {
    expect(feedbackMessageError("")).toBe("feedback.errors.empty");
    expect(feedbackMessageError(" \n\t ")).toBe("feedback.errors.empty");
  });

  it("accepts up to the bound once trimmed, and refuses one character more", () => {
    expect(feedbackMessageError(`  ${"a".repeat(FEEDBACK_MESSAGE_MAX)}  `)).toBeNull();
    expect(feedbackMessageError("a".repeat(FEEDBACK_MESSAGE_MAX + 1))).toBe("feedback.errors.tooLong");
    expect(feedbackMessageError("Bien\u0000")).toBe("feedback.errors.invalid");
    expect(feedbackMessageError("Bien,\tmuy bien\r\ngracias")).toBeNull();
  });

  it("accepts any language and line breaks inside the comment", () => {
    expect(feedbackMessageError("Els vídeos són molt clars.\nGràcies!")).toBeNull();
  });
});
