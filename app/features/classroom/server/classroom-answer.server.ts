import type { SubmissionResult } from "@conform-to/react";
import { data } from "@remix-run/cloudflare";
import { privateHeaders } from "~/lib/route-delivery";

// The classroom page's answer to one of its forms that did not succeed: the form's errors, in a
// page that is the visitor's own (never stored, never indexed), with any header the answer needs.

export type ClassroomForm = "create" | "join";

export function formAnswer(
  form: ClassroomForm,
  result: SubmissionResult<string[]>,
  status: number,
  headers: Record<string, string> = {},
  cookies: readonly string[] = [],
) {
  const all = new Headers({ ...privateHeaders, ...headers });
  for (const cookie of cookies) all.append("Set-Cookie", cookie);
  return data({ form, result }, { status, headers: all });
}
