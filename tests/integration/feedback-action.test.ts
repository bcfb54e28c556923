import { env } from "cloudflare:test";
import { describe, expect, it, vi } from "vitest";
import { issueFormStamp } from "~/.server/form-stamp.server";
import { feedbackAction } from "~/features/feedback/feedback-action.server";
import { FEEDBACK_MESSAGE_MAX } from "~/features/feedback/feedback-rules";
import { callAction, loggedLines, postForm } from "./helpers";

// The feedback widget's send against the real local D1: what is stored in `complaints`, and what
// is refused with which message, keeping the comment.

const comment = "Los vídeos se entienden muy bien, pero el tutorial de navegación podría ir más despacio.";
const userAgent = "Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0";

async function complaintRows() {
  return (await env.DB.prepare("SELECT message, page_url, user_agent, created_at FROM complaints").all()).results;
}

describe("the feedback action against the real local D1", () => {
  it("stores the trimmed comment, the page and the browser once, then redirects to the widget with a flash", async () => {
    const response = await callAction(
      feedbackAction,
      postForm("/es/resources/NeoSalus?step=5", { message: `  ${comment}\n` }, { "User-Agent": userAgent }),
    );
    expect(response.status).toBe(302);
    expect(response.headers.get("Location")).toBe("/es/resources/NeoSalus?step=5#feedback");
    expect(response.headers.get("Set-Cookie")).toMatch(/^flash=/);
    const rows = await complaintRows();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      message: comment,
      page_url: "https://estudioxr.example/es/resources/NeoSalus?step=5",
      user_agent: userAgent,
    });
    expect(String(rows[0]?.created_at)).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
  });

  it("stores an empty browser when none is sent, and cuts an overlong one to the column's 512 characters", async () => {
    await callAction(feedbackAction, postForm("/en/first-aiducation/resources", { message: comment }));
    await callAction(
      feedbackAction,
      postForm("/en/first-aiducation/resources", { message: comment }, { "User-Agent": "x".repeat(600) }),
    );
    const rows = await complaintRows();
    expect(rows.map((row) => String(row.user_agent).length)).toEqual([0, 512]);
    expect(rows[0]?.page_url).toBe("https://estudioxr.example/en/first-aiducation/resources");
  });

  const invalid: [string, Record<string, string>, string][] = [
    ["an empty comment", { message: "" }, "feedback.errors.empty"],
    ["a comment of spaces", { message: " \n\t " }, "feedback.errors.empty"],
    ["no comment field", {}, "feedback.errors.empty"],
    ["a comment one character too long", { message: "a".repeat(FEEDBACK_MESSAGE_MAX + 1) }, "feedback.errors.tooLong"],
  ];
  for (const [name, fields, error] of invalid) {
    it(`answers 400 to ${name}, keeps what was typed and stores nothing`, async () => {
      const result = await callAction(feedbackAction, postForm("/es/first-aiducation/resources", fields));
      expect(result.status).toBe(400);
      expect(result.data).toEqual({ outcome: "invalid", error, message: fields.message ?? "" });
      expect(await complaintRows()).toHaveLength(0);
    });
  }

  it("accepts a comment of exactly 2000 characters", async () => {
    const longest = "a".repeat(FEEDBACK_MESSAGE_MAX);
    const result = await callAction(feedbackAction, postForm("/en/resources/NeoSalus", { message: longest }));
    expect(result.status).toBe(302);
    expect((await complaintRows())[0]?.message).toBe(longest);
  });

  it("answers a filled honeypot like a success and stores nothing", async () => {
    const result = await callAction(
      feedbackAction,
      postForm("/es/first-aiducation/resources", { message: comment, website: "http://spam.example" }),
    );
    expect(result.status).toBe(302);
    expect(result.headers.get("Set-Cookie")).toMatch(/^flash=/);
    expect(await complaintRows()).toHaveLength(0);
  });

  it("answers a comment sent too soon after its page like a success and stores nothing", async () => {
    const key = env.HONEYPOT_KEY ?? "";
    const tooSoon = await issueFormStamp(key, Date.now());
    const bot = await callAction(
      feedbackAction,
      postForm("/es/first-aiducation/resources", { message: comment, form_stamp: tooSoon }),
    );
    expect(bot.status).toBe(302);
    expect(await complaintRows()).toHaveLength(0);

    const inTime = await issueFormStamp(key, Date.now() - 10_000);
    const person = await callAction(
      feedbackAction,
      postForm("/es/first-aiducation/resources", { message: comment, form_stamp: inTime }),
    );
    expect(person.status).toBe(302);
    expect(await complaintRows()).toHaveLength(1);
  });

  it("refuses a cross-site post with 403 and a localized message", async () => {
    const result = await callAction(
      feedbackAction,
      postForm("/en/first-aiducation/resources", { message: comment }, { Origin: "https://evil.example" }),
    );
    expect(result.status).toBe(403);
    expect(result.data).toMatchObject({ message: "This form can only be sent from this website." });
    expect(await complaintRows()).toHaveLength(0);
  });

  it("answers 429 past the rate limit of one client IP, keeps the comment and stores no more", async () => {
    const ip = "203.0.113.21";
    const send = () =>
      callAction(
        feedbackAction,
        postForm("/es/resources/NeoSalus?step=5", { message: comment }, { "CF-Connecting-IP": ip }),
      );
    // 5 sends per fixed one-minute window: should a window boundary fall between these calls, the
    // count restarts, so the refusal may come up to 5 sends later.
    let accepted = 0;
    let limited = await send();
    while (limited.status === 302) {
      accepted += 1;
      expect(accepted).toBeLessThanOrEqual(10);
      limited = await send();
    }
    expect(accepted).toBeGreaterThanOrEqual(5);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("Retry-After")).toBe("60");
    expect(limited.data).toEqual({ outcome: "rate-limited", error: "feedback.rateLimited", message: comment });
    expect(await complaintRows()).toHaveLength(accepted);

    const otherVisitor = await callAction(
      feedbackAction,
      postForm("/es/resources/NeoSalus?step=5", { message: comment }, { "CF-Connecting-IP": "203.0.113.22" }),
    );
    expect(otherVisitor.status).toBe(302);
  });

  it("answers 503 when the database fails, keeps the comment, logs the error and stores nothing", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => undefined);
    await env.DB.exec("ALTER TABLE complaints RENAME TO complaints_offline");
    const result = await callAction(feedbackAction, postForm("/en/first-aiducation/resources", { message: comment }));
    await env.DB.exec("ALTER TABLE complaints_offline RENAME TO complaints");
    expect(loggedLines(logged)).toEqual([
      expect.objectContaining({ level: "error", event: "feedback not stored", path: "/en/first-aiducation/resources" }),
    ]);
    expect(JSON.stringify(logged.mock.calls)).not.toContain(comment);
    logged.mockRestore();

    expect(result.status).toBe(503);
    expect(result.data).toEqual({ outcome: "failed", error: "feedback.failure", message: comment });
    expect(await complaintRows()).toHaveLength(0);
  });
});
