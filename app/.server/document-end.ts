// React 18 writes `</body></html>` at the end of the document's shell, and Remix's single-fetch
// data scripts (rendered in a Suspense boundary by <Scripts>) stream in after it: browsers move
// them into the body, but the document is invalid HTML ("stray start tag script" for the Nu Html
// Checker). This stream holds the document's end back and writes it last. (React 19 does this
// itself; remove this when the site moves to it.)

const DOCUMENT_END = new TextEncoder().encode("</body></html>");

/** Index of `needle` in `haystack`, or -1. */
function indexOfBytes(haystack: Uint8Array, needle: Uint8Array): number {
  const first = needle[0];
  const last = haystack.length - needle.length;
  for (let i = haystack.indexOf(first ?? 0); i !== -1 && i <= last; i = haystack.indexOf(first ?? 0, i + 1)) {
    let match = true;
    for (let j = 1; j < needle.length; j += 1) {
      if (haystack[i + j] !== needle[j]) {
        match = false;
        break;
      }
    }
    if (match) return i;
  }
  return -1;
}

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  if (a.length === 0) return b;
  const joined = new Uint8Array(a.length + b.length);
  joined.set(a);
  joined.set(b, a.length);
  return joined;
}

/** Passes an HTML stream through, moving its first `</body></html>` to the very end. */
export function moveDocumentEndToLast(): TransformStream<Uint8Array, Uint8Array> {
  // Bytes held back because they may be the start of the document's end, split across two chunks.
  let carry: Uint8Array = new Uint8Array(0);
  let found = false;
  return new TransformStream({
    transform(chunk, controller) {
      if (found) {
        controller.enqueue(chunk);
        return;
      }
      const bytes = concat(carry, chunk);
      const at = indexOfBytes(bytes, DOCUMENT_END);
      if (at !== -1) {
        found = true;
        carry = new Uint8Array(0);
        if (at > 0) controller.enqueue(bytes.subarray(0, at));
        if (at + DOCUMENT_END.length < bytes.length) controller.enqueue(bytes.subarray(at + DOCUMENT_END.length));
        return;
      }
      const keep = Math.min(bytes.length, DOCUMENT_END.length - 1);
      if (bytes.length > keep) controller.enqueue(bytes.subarray(0, bytes.length - keep));
      carry = bytes.slice(bytes.length - keep);
    },
    flush(controller) {
      if (carry.length > 0) controller.enqueue(carry);
      if (found) controller.enqueue(DOCUMENT_END);
    },
  });
}
