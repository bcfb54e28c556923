import { describe, expect, it } from "vitest";
import { formStampField, honeypotField } from "~/lib/honeypot";
import {
  DEFAULT_MIN_FILL_SECONDS,
  isBotPost,
  isBotStamp,
  issueFormStamp,
  minFillSeconds,
  stampKeys,
} from "./form-stamp.server";

const key = "test-honeypot-key";
const served = Date.UTC(2026, 10, 21, 12, 0, 0);

function post(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}

describe("the forms' time stamp", () => {
  it("lets a form through once a person could have filled it", async () => {
    const stamp = await issueFormStamp(key, served);
    expect(stamp).toMatch(/^\d{13}\.[A-Za-z0-9_-]{43}$/);
    const form = post({ [formStampField]: stamp });
    expect(await isBotStamp(form, [key], served + 2_000)).toBe(false);
    expect(await isBotStamp(form, [key], served + 86_400_000)).toBe(false);
  });

  it("gives away a form sent sooner than the minimum, or stamped in the future", async () => {
    const form = post({ [formStampField]: await issueFormStamp(key, served) });
    expect(DEFAULT_MIN_FILL_SECONDS).toBe(2);
    expect(await isBotStamp(form, [key], served + 1_999)).toBe(true);
    expect(await isBotStamp(form, [key], served - 60_000)).toBe(true);
    expect(await isBotStamp(form, [key], served, 0)).toBe(false);
  });

  it("gives away a forged, altered or malformed stamp", async () => {
    const stamp = await issueFormStamp(key, served);
    const later = served + 60_000;
    const otherKey = await issueFormStamp("another-key", served);
    const altered = `${served - 10_000}${stamp.slice(13)}`;
    for (const bad of [otherKey, altered, "1234", "", `${stamp}x`, "<script>", "1763726400000.'; DROP TABLE"]) {
      expect(await isBotStamp(post({ [formStampField]: bad }), [key], later), bad).toBe(true);
    }
  });

  it("gives away a post without a stamp, and checks nothing without a key", async () => {
    expect(await isBotStamp(post({}), [key], served)).toBe(true);
    expect(await isBotStamp(post({ name: "Laia" }), [key], served)).toBe(true);
    expect(await isBotStamp(post({}), [], served)).toBe(false);
    expect(await isBotStamp(post({ [formStampField]: "forged" }), [], served)).toBe(false);
  });

  it("takes a stamp of the previous key while the key is rotated, and none of a key no longer listed", async () => {
    const before = await issueFormStamp("the-old-key", served);
    const form = post({ [formStampField]: before });
    const later = served + 60_000;
    expect(await isBotPost(form, { HONEYPOT_KEY: key, HONEYPOT_KEY_PREVIOUS: "the-old-key" }, later)).toBe(false);
    expect(await isBotPost(form, { HONEYPOT_KEY: key }, later)).toBe(true);
    expect(stampKeys({ HONEYPOT_KEY: key, HONEYPOT_KEY_PREVIOUS: " " })).toEqual([key]);
    expect(stampKeys({})).toEqual([]);
  });

  it("reads the minimum from FORM_MIN_FILL_SECONDS, with 2 s otherwise", () => {
    expect(minFillSeconds({})).toBe(2);
    expect(minFillSeconds({ FORM_MIN_FILL_SECONDS: "0" })).toBe(0);
    expect(minFillSeconds({ FORM_MIN_FILL_SECONDS: "5" })).toBe(5);
    expect(minFillSeconds({ FORM_MIN_FILL_SECONDS: "soon" })).toBe(2);
    expect(minFillSeconds({ FORM_MIN_FILL_SECONDS: "-1" })).toBe(2);
  });

  it("counts the honeypot field too", async () => {
    const env = { HONEYPOT_KEY: key };
    expect(await isBotPost(post({ [honeypotField]: "https://spam.example" }), env, served)).toBe(true);
    expect(await isBotPost(post({ [formStampField]: await issueFormStamp(key, served) }), env, served + 500)).toBe(
      true,
    );
    expect(
      await isBotPost(post({ name: "Laia", [formStampField]: await issueFormStamp(key, served) }), env, served + 5_000),
    ).toBe(false);
  });
});
