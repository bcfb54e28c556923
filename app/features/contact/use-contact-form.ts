import { getFormProps, parse, useForm, type SubmissionResult } from "@conform-to/react";
import { useEffect, useState, type FormEvent } from "react";
import { showToast } from "~/lib/toasts";
import type { TranslationKey } from "~/lib/translate";
import { useTranslation } from "~/lib/translation";
import type { Flash } from "~/lib/flash";
import { contactErrors, contactInput, type ContactField } from "./contact-rules";

export type ContactOutcome = "invalid" | "rate-limited" | "failed";

/** What the form starts from, as the page gives it (contact-form.tsx's props hold it too). */
export interface ContactFormState {
  defaultValue: Partial<Record<ContactField, string>>;
  /** The action's answer when the form could not be sent. */
  lastResult?: SubmissionResult<string[]>;
  outcome?: ContactOutcome;
  /** The one-time message of a successful send. */
  flash: Flash | null;
}

/** Whether the form is on its way to the server: no second send, and the button says so. */
function useSubmitting() {
  const [submitting, setSubmitting] = useState(false);
  // Back to this page from the next one (the back/forward cache), the form is no longer sending.
  useEffect(() => {
    const reset = (event: PageTransitionEvent) => event.persisted && setSubmitting(false);
    window.addEventListener("pageshow", reset);
    return () => window.removeEventListener("pageshow", reset);
  }, []);
  return [submitting, setSubmitting] as const;
}

/**
 * The contact form's state: conform's, checked in the browser with the server's rules, whether it
 * is sending, and the toasts that announce the page's answer (a send's thanks, a failure).
 */
export function useContactForm({ defaultValue, lastResult, outcome, flash }: ContactFormState) {
  const { t } = useTranslation();
  const [submitting, setSubmitting] = useSubmitting();
  useEffect(() => {
    if (flash?.kind === "contact-sent") {
      showToast({
        type: "success",
        title: t("contact.success.title"),
        description: t("contact.success.text"),
        id: flash.id,
      });
    }
  }, [flash, t]);

  const [form, fields] = useForm({
    id: "contact-form",
    lastResult,
    defaultValue,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
    // The same rules as the server's schema, without zod in the page's JavaScript.
    onValidate: ({ formData }) =>
      parse(formData, {
        resolve(payload) {
          const error = contactErrors(payload);
          return error ? { error } : { value: contactInput(payload) };
        },
      }),
  });

  const formProps = getFormProps(form);
  // The form's own check first: a valid form goes on to the server, and shows that it is sending.
  const submit = (event: FormEvent<HTMLFormElement>) => {
    formProps.onSubmit(event);
    if (!event.isDefaultPrevented()) setSubmitting(true);
  };

  const formError = form.errors?.[0] as TranslationKey | undefined;
  useEffect(() => {
    if (formError && (outcome === "failed" || outcome === "rate-limited")) {
      showToast({ type: "error", title: t("contact.failure.title"), description: t(formError) });
    }
  }, [lastResult, formError, outcome, t]);

  return { formProps: { ...formProps, onSubmit: submit }, fields, submitting, formError };
}

/** The form's fields as conform describes them (ids, names, errors), for the components that draw them. */
export type ContactFields = ReturnType<typeof useContactForm>["fields"];
