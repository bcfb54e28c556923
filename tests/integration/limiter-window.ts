import { beforeEach } from "vitest";

// The local rate limiters count in fixed windows of a minute (Miniflare empties every counter when
// the minute turns). A test that sends eleven requests and expects the eleventh refused would pass
// them all if the minute turned half-way, so no test that meets a limiter starts in a window's last
// seconds: it waits for the next minute instead (at most this margin, and rarely).

const WINDOW_MS = 60_000;
const MARGIN_MS = 6_000;

beforeEach(async () => {
  const left = WINDOW_MS - (Date.now() % WINDOW_MS);
  if (left < MARGIN_MS) await new Promise((resolve) => setTimeout(resolve, left + 50));
}, MARGIN_MS + 5_000);
