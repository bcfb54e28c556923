// The script-free copy of a page, for comparing an island page's Largest Contentful Paint with the
// same page without its scripts, in the same run on the same machine: a local proxy in front of
// the Worker that answers `/__script-free/<path>` with `<path>`'s HTML less every script that runs
// (module or classic, inline or not) and every module preload. Data blocks (JSON, JSON-LD,
// speculation rules) stay. Anything else is passed through as is. Every answer is gzipped, as the
// Worker's are, so that the copy's simulated download is not longer than the page's.
import { createServer } from "node:http";
import { gzipSync } from "node:zlib";

export const SCRIPT_FREE_PREFIX = "/__script-free";

/** The HTML of a page without what would run or fetch JavaScript. */
export function withoutScripts(html) {
  return html
    .replace(/<script\b(?![^>]*type="(?:application\/(?:ld\+)?json|speculationrules)")[^>]*>[\s\S]*?<\/script>/g, "")
    .replace(/<link rel="modulepreload"[^>]*>/g, "");
}

/** Starts the proxy on a free port in front of `origin`; resolves with its origin and a stop(). */
export function startScriptFreeProxy(origin) {
  const server = createServer(async (request, response) => {
    const path = request.url ?? "/";
    const stripped = path.startsWith(`${SCRIPT_FREE_PREFIX}/`);
    const upstream = await fetch(`${origin}${stripped ? path.slice(SCRIPT_FREE_PREFIX.length) : path}`, {
      headers: { "Accept-Language": request.headers["accept-language"] ?? "es" },
      redirect: "manual",
    });
    const headers = Object.fromEntries(
      [...upstream.headers].filter(
        ([name]) => !["content-encoding", "content-length", "transfer-encoding"].includes(name),
      ),
    );
    const body = Buffer.from(await upstream.arrayBuffer());
    const html = (headers["content-type"] ?? "").startsWith("text/html");
    const content = stripped && html ? Buffer.from(withoutScripts(body.toString("utf8"))) : body;
    const gzip =
      content.length > 0 &&
      ![204, 304].includes(upstream.status) &&
      /\bgzip\b/.test(String(request.headers["accept-encoding"] ?? ""));
    response.writeHead(upstream.status, gzip ? { ...headers, "content-encoding": "gzip" } : headers);
    response.end(gzip ? gzipSync(content) : content);
  });
  return new Promise((resolve) => {
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      resolve({ origin: `http://127.0.0.1:${port}`, stop: () => server.close() });
    });
  });
}
