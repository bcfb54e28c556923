// The property every form must keep under hostile requests (tests/worker/hostile-requests.ts makes
// them): never a 5xx, always the security headers, a redirect only to this site (whatever
// X-Forwarded-Host says), the right refusal for each shape, and rows written only by requests the
// form's own rules accept.
import fc from "fast-check";
import { expect } from "vitest";
import { formStampField, honeypotField } from "~/lib/honeypot";
import { formStamp } from "../integration/helpers";
import {
  hostileEncoding,
  hostileFields,
  rowCount,
  stampedMostly,
  wellFormed,
  withPageStamp,
} from "../integration/fuzz/hostile";
import { expectOwnLocation, expectSecurityHeaders } from "./front-door";
import {
  addressRefusals,
  hostileRequest,
  isCrossSiteShape,
  postableTargets,
  requestShape,
  type RequestShape,
  HOSTILE_REQUEST_RUNS,
} from "./hostile-requests";

export interface FormUnderTest {
  /** The form's pages (one per language at least). */
  paths: readonly string[];
  table: string;
  /** The form's own field names (the honeypot and the stamp are added). */
  fields: readonly string[];
  /** Bodies that people send, which the action stores (given a request of an honest shape). */
  personBodies: fc.Arbitrary<[string, string][]>;
  /** Whether the action may store these fields: valid by its own rules, and not a bot's. */
  mayStore: (fields: FormData) => boolean;
  /** Turns placeholders of a person's body into real values (a freshly signed game id). */
  prepare?: (fields: [string, string][]) => Promise<[string, string][]>;
  /** The targets that still name the form's address, when not a page's (postableTargets). */
  postableTargets?: readonly RequestShape["target"][];
}

function formDataOf(fields: [string, string][]): FormData {
  const form = new FormData();
  for (const [name, value] of fields) form.append(wellFormed(name), wellFormed(value));
  return form;
}

/** Whether a body gives a bot away: the honeypot filled in, or a stamp missing or not the page's. */
export function isBotBody(form: FormData): boolean {
  const honeypot = form.get(honeypotField);
  return (typeof honeypot === "string" && honeypot.trim() !== "") || form.get(formStampField) !== formStamp;
}

/**
 * HOSTILE_REQUEST_RUNS hostile requests to a form's pages through the whole Worker. Each is answered below
 * 500 with the security headers, a redirect with a Location on this site; a cross-site post with
 * 403; a post refused at the door, or with a body the form's rules refuse, writes no row; an honest
 * request with a person's body writes exactly one. Returns the number sent, the statuses seen and
 * the rows written.
 */
export async function assertHostileRequests(form: FormUnderTest) {
  const statuses = new Map<number, number>();
  let runs = 0;
  /** Rows written, in all, and by requests answered with a refusal (4xx), which must write none. */
  let stored = 0;
  let storedByRefused = 0;
  const bodies = fc.oneof(
    {
      weight: 3,
      arbitrary: fc.tuple(
        fc
          .tuple(hostileFields([...form.fields, honeypotField, formStampField]), stampedMostly)
          .map(([fields, withStamp]) => withPageStamp(fields, withStamp)),
        hostileEncoding,
        fc.constant(false),
      ),
    },
    {
      weight: 1,
      arbitrary: fc.tuple(
        form.personBodies.map((fields) => withPageStamp(fields, true)),
        fc.constantFrom("urlencoded" as const, "multipart" as const),
        fc.constant(true),
      ),
    },
  );
  await fc.assert(
    fc.asyncProperty(
      fc.constantFrom(...form.paths),
      requestShape,
      bodies,
      async (path, shape, [rawFields, encoding, byAPerson]) => {
        runs += 1;
        const fields = form.prepare ? await form.prepare(rawFields) : rawFields;
        const before = await rowCount(form.table);
        const response = await hostileRequest(path, shape, fields, encoding);
        await response.arrayBuffer();
        const added = (await rowCount(form.table)) - before;
        statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
        stored += added;
        if (response.status >= 400) storedByRefused += added;

        expect(response.status).toBeLessThan(500);
        expectSecurityHeaders(response);
        expectOwnLocation(response, `${shape.method} ${path}`);

        const post = shape.method === "POST";
        const addressRefusal = addressRefusals[shape.target];
        if (addressRefusal) expect(response.status).toBe(addressRefusal);
        else if (!["GET", "HEAD", "POST"].includes(shape.method)) expect(response.status).toBe(405);
        else if (post && !(form.postableTargets ?? postableTargets).includes(shape.target)) {
          expect(response.status).toBe(405);
        } else if (post && isCrossSiteShape(shape)) expect(response.status).toBe(403);
        else if (post && shape.delivery === "too-large") expect(response.status).toBe(413);

        const readable = encoding === "urlencoded" || encoding === "multipart" || encoding === "invalid-utf8";
        const atTheDoor =
          !post ||
          addressRefusal !== undefined ||
          isCrossSiteShape(shape) ||
          shape.delivery === "broken-off" ||
          shape.delivery === "too-large";
        if (atTheDoor || !readable) {
          expect(added).toBe(0);
          return;
        }
        const data = formDataOf(fields);
        if (encoding !== "invalid-utf8" && !form.mayStore(data)) expect(added).toBe(0);
        expect(added).toBeLessThanOrEqual(1);
        // A person's body in an honest request: a same-site (or origin-less) post to the page itself.
        if (byAPerson) {
          expect(form.mayStore(data)).toBe(true);
          if (shape.target === "page" && shape.contentType === "as-encoded") expect(added).toBe(1);
        }
      },
    ),
    { numRuns: HOSTILE_REQUEST_RUNS },
  );
  return { runs, statuses, stored, storedByRefused };
}
