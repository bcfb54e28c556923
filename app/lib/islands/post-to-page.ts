import { ISLAND_ATTRIBUTE, type IslandData } from "./island-data";

/**
 * How a page answered a form that an island posted in the document's place:
 * - "redirected": the action succeeded and moved on; the page it led to was loaded with the
 *   request (so a one-time message it carried is used up: the island shows the outcome itself);
 * - "answered": the page came back (a refusal, say), and with it the island's new props;
 * - "failed": no answer (offline), or one without the island (an error page).
 */
export type PageAnswer<Props> =
  { kind: "redirected" } | { kind: "answered"; status: number; props: Props } | { kind: "failed"; status?: number };

/** The props that the page in `html` wrote for its island `name`, or null when it has none. */
export function islandPropsIn<Props>(html: string, name: string): Props | null {
  const page = new DOMParser().parseFromString(html, "text/html");
  const data = page.querySelector(`[${ISLAND_ATTRIBUTE}="${name}"]`)?.nextElementSibling;
  if (data?.localName !== "script" || data.getAttribute("type") !== "application/json") return null;
  try {
    return (JSON.parse(data.textContent ?? "") as IslandData<Props>).props;
  } catch {
    return null;
  }
}

/**
 * Posts `form` as the browser would without JavaScript (the same address, the same URL-encoded
 * fields, so the page's action and its guards see a document's post), but without leaving the
 * page: what the visitor typed stays, whatever the answer. The island that holds the form reads
 * its outcome (its own props, found by its name) from the page that comes back.
 */
export async function postToPage<Props>(form: HTMLFormElement): Promise<PageAnswer<Props>> {
  const name = form.closest(`[${ISLAND_ATTRIBUTE}]`)?.getAttribute(ISLAND_ATTRIBUTE);
  if (!name) return { kind: "failed" };
  const fields = new URLSearchParams();
  for (const [field, value] of new FormData(form)) {
    if (typeof value === "string") fields.append(field, value);
  }
  let response: Response;
  try {
    response = await fetch(form.action, { method: "POST", body: fields, headers: { Accept: "text/html" } });
  } catch {
    return { kind: "failed" };
  }
  if (response.redirected && response.ok) return { kind: "redirected" };
  const props = islandPropsIn<Props>(await response.text().catch(() => ""), name);
  return props ? { kind: "answered", status: response.status, props } : { kind: "failed", status: response.status };
}
