import { describe, expect, it } from "vitest";
import { moveDocumentEndToLast } from "./document-end";

async function pass(chunks: string[]): Promise<string> {
  const encoder = new TextEncoder();
  const source = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      controller.close();
    },
  });
  return new Response(source.pipeThrough(moveDocumentEndToLast())).text();
}

describe("moving the document's end after the streamed scripts", () => {
  it("writes </body></html> last", async () => {
    expect(await pass(["<html><body><p>a</p></body></html>", "<script>late()</script>"])).toBe(
      "<html><body><p>a</p><script>late()</script></body></html>",
    );
  });

  it("finds the end when it is split across chunks, at every split point", async () => {
    const html = "<html><body><p>é</p></body></html><script>x()</script><script>y()</script>";
    for (let split = 1; split < html.length; split += 1) {
      expect(await pass([html.slice(0, split), html.slice(split)]), `split at ${split}`).toBe(
        "<html><body><p>é</p><script>x()</script><script>y()</script></body></html>",
      );
    }
  });

  it("leaves a document without late scripts as it was, and one without an end untouched", async () => {
    expect(await pass(["<html><body>b</body></html>"])).toBe("<html><body>b</body></html>");
    expect(await pass(["<p>fragment</p>", "<p>more</p>"])).toBe("<p>fragment</p><p>more</p>");
  });

  it("moves only the first end", async () => {
    expect(await pass(["<body></body></html>", "<script>'</body></html>'</script>"])).toBe(
      "<body><script>'</body></html>'</script></body></html>",
    );
  });
});
