import { useActionData } from "@remix-run/react";
import type { SubmissionResult } from "@conform-to/react";
import { useRootData } from "~/lib/root-data";
import { useCurrentPage } from "~/lib/use-current-page";
import type { ContactOutcome } from "./use-contact-form";
import { ContactFormIsland } from "./contact-form.island";
import type { ContactField } from "./contact-rules";

/** What the page's action (contactAction) answers when the form cannot be sent. */
interface ContactActionData {
  result: SubmissionResult<string[]>;
  outcome: ContactOutcome;
}

interface PageContactFormProps {
  /**
   * Id of the section that holds the form on a long page: the form posts to it, so that the answer
   * (errors or confirmation) opens scrolled to the form.
   */
  anchor?: string;
  defaultValue?: Partial<Record<ContactField, string>>;
}

/**
 * The contact form of a page whose action is contactAction: the page's action answer and one-time
 * message become the island's props (contact-form.island.tsx).
 */
export function PageContactForm({ anchor, defaultValue = {} }: PageContactFormProps) {
  const actionData = useActionData() as ContactActionData | undefined;
  const flash = useRootData()?.flash ?? null;
  const { lang, pathname } = useCurrentPage();
  const props = {
    lang,
    action: anchor ? `${pathname}#${anchor}` : pathname,
    defaultValue,
    lastResult: actionData?.result,
    outcome: actionData?.outcome,
    flash,
  };
  return <ContactFormIsland {...props} />;
}
