// The motion sensor's permission, asked on the tap that chooses the depth mode: Safari on iOS
// answers `DeviceMotionEvent.requestPermission()` only within a tap, so it is called before anything
// is awaited. Other browsers have no such call and send motion to any page that listens.

export type MotionPermission = "granted" | "denied" | "unsupported";

interface MotionEventClass {
  requestPermission?: () => Promise<string>;
}

/** Whether the page may listen to `devicemotion`: "unsupported" where the browser has no such event. */
export function askMotionPermission(scope: { DeviceMotionEvent?: unknown } = globalThis): Promise<MotionPermission> {
  if (typeof scope.DeviceMotionEvent !== "function") return Promise.resolve("unsupported");
  const motionEvent = scope.DeviceMotionEvent as MotionEventClass;
  if (typeof motionEvent.requestPermission !== "function") return Promise.resolve("granted");
  try {
    return motionEvent.requestPermission().then(
      (state): MotionPermission => (state === "granted" ? "granted" : "denied"),
      // Refused outside a tap, or by the system's settings: the same to the pupil.
      (): MotionPermission => "denied",
    );
  } catch {
    return Promise.resolve("denied");
  }
}
