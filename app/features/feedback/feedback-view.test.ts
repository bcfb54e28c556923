import { describe, expect, it } from "vitest";
import {
  firstFeedbackView,
  nextFeedbackView,
  questionView,
  type FeedbackEvent,
  type FeedbackView,
} from "./feedback-view";

const comment: FeedbackView = { name: "comment" };
const liked: FeedbackView = { name: "thanks", reason: "liked" };
const commented: FeedbackView = { name: "thanks", reason: "commented" };

describe("the feedback widget's states", () => {
  it("starts on the thanks card after a send, on the comment form when asked for or refused, else on the question", () => {
    expect(firstFeedbackView(true, false)).toEqual(commented);
    expect(firstFeedbackView(true, true)).toEqual(commented);
    expect(firstFeedbackView(false, true)).toEqual(comment);
    expect(firstFeedbackView(false, false)).toEqual(questionView);
  });

  it("goes from the question to the thanks card on 'like' and to the comment form on 'could improve'", () => {
    expect(nextFeedbackView(questionView, "like")).toEqual(liked);
    expect(nextFeedbackView(questionView, "improve")).toEqual(comment);
  });

  it("goes back to the question on cancel, and to the thanks card once a comment is sent", () => {
    expect(nextFeedbackView(comment, "cancel")).toEqual(questionView);
    expect(nextFeedbackView(comment, "sent")).toEqual(commented);
  });

  it("asks again from either thanks card", () => {
    expect(nextFeedbackView(liked, "rate-again")).toEqual(questionView);
    expect(nextFeedbackView(commented, "rate-again")).toEqual(questionView);
  });

  const ignored: [FeedbackView, FeedbackEvent][] = [
    [questionView, "cancel"],
    [questionView, "sent"],
    [questionView, "rate-again"],
    [comment, "like"],
    [comment, "improve"],
    [comment, "rate-again"],
    [liked, "like"],
    [liked, "improve"],
    [commented, "sent"],
  ];
  for (const [view, event] of ignored) {
    it(`ignores '${event}' in the ${view.name} view`, () => {
      expect(nextFeedbackView(view, event)).toBe(view);
    });
  }
});
