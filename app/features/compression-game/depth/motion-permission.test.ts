import { describe, expect, it } from "vitest";
import { askMotionPermission } from "./motion-permission";

describe("the motion sensor's permission", () => {
  it("is unsupported where the browser has no motion event", async () => {
    await expect(askMotionPermission({})).resolves.toBe("unsupported");
  });

  it("is granted where the browser asks nothing (Chrome, Firefox)", async () => {
    await expect(askMotionPermission({ DeviceMotionEvent: class {} })).resolves.toBe("granted");
  });

  it("is what Safari answers, a refusal for anything but granted", async () => {
    const answering = (answer: () => Promise<string>) => ({
      DeviceMotionEvent: Object.assign(class {}, { requestPermission: answer }),
    });
    await expect(askMotionPermission(answering(() => Promise.resolve("granted")))).resolves.toBe("granted");
    await expect(askMotionPermission(answering(() => Promise.resolve("denied")))).resolves.toBe("denied");
    await expect(askMotionPermission(answering(() => Promise.reject(new Error("not a tap"))))).resolves.toBe("denied");
    await expect(
      askMotionPermission(
        answering(() => {
          throw new TypeError("not allowed");
        }),
      ),
    ).resolves.toBe("denied");
  });
});
