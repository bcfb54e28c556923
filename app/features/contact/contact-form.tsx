import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  parse,
  useForm,
  type SubmissionResult,
} from "@conform-to/react";
import type { TranslationKey } from "~/lib/translate";
import { useEffect, useState, type FormEvent } from "react";
import { useTranslation } from "~/lib/translation";
import { showToast } from "~/lib/toasts";
import type { Lang } from "~/i18n-routes";
import type { Flash } from "~/lib/flash";
import { FieldError, FormField, inputClass } from "~/components/ui/form-field";
import { HoneypotInput } from "~/components/ui/honeypot-input";
import { ToastRegion } from "~/components/flash-toasts";
import { href } from "~/lib/paths";
import { contactErrors, contactInput, projectTypes, type ContactField } from "./contact-rules";
import { buttonClass } from "~/components/ui/button-styles";
import { SentNotice } from "./sent-notice";

export type ContactOutcome = "invalid" | "rate-limited" | "failed";

/** Everything the contact form shows, as plain data: the island's props (page-contact-form.tsx). */
export interface ContactFormProps {
  lang: Lang;
  /** Where the form posts: the page, with the anchor of its section on a long page. */
  action: string;
  defaultValue: Partial<Record<ContactField, string>>;
  /** The action's answer when the form could not be sent. */
  lastResult?: SubmissionResult<string[]>;
  outcome?: ContactOutcome;
  /** The one-time message of a successful send. */
  flash: Flash | null;
}

/**
 * Without JavaScript the browser posts the form and the page answers; with it, the form first
 * checks itself as the visitor types (the server's rules, without zod), then posts the same way,
 * and the outcome is also announced in a toast. An island (contact-form.island.tsx):
 * the page renders it, and the browser hydrates it alone; each send loads the page anew, so the
 * form starts empty again.
 */
export function ContactForm({ lang, action, defaultValue, lastResult, outcome, flash }: ContactFormProps) {
  const { t } = useTranslation();
  const [submitting, setSubmitting] = useState(false);
  // Back to this page from the next one (the back/forward cache), the form is no longer sending.
  useEffect(() => {
    const reset = (event: PageTransitionEvent) => event.persisted && setSubmitting(false);
    window.addEventListener("pageshow", reset);
    return () => window.removeEventListener("pageshow", reset);
  }, []);
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

  const formError = form.errors?.[0];
  useEffect(() => {
    if (formError && (outcome === "failed" || outcome === "rate-limited")) {
      showToast({ type: "error", title: t("contact.failure.title"), description: t(formError as TranslationKey) });
    }
  }, [lastResult, formError, outcome, t]);

  return (
    <form
      method="post"
      action={action}
      {...formProps}
      onSubmit={submit}
      aria-label={t("contact.formLabel")}
      className="space-y-5"
    >
      <div role="status" className="empty:hidden">
        {formError ? (
          <p className="rounded-md border border-red-300 bg-red-50 p-4 font-semibold text-red-900">
            {t(formError as TranslationKey)}
          </p>
        ) : (
          <SentNotice flash={flash} />
        )}
      </div>

      <div className="grid gap-x-6 sm:grid-cols-2">
        <FormField field={fields.name} label={t("contact.name")}>
          <input
            {...getInputProps(fields.name, { type: "text" })}
            autoComplete="name"
            required
            className={inputClass}
          />
        </FormField>
        <FormField field={fields.email} label={t("contact.email")}>
          <input
            {...getInputProps(fields.email, { type: "email" })}
            autoComplete="email"
            required
            className={inputClass}
          />
        </FormField>
        <FormField field={fields.phone} label={t("contact.phone")} optional>
          <input {...getInputProps(fields.phone, { type: "tel" })} autoComplete="tel" className={inputClass} />
        </FormField>
        <FormField field={fields.project_type} label={t("contact.projectType")} optional>
          <select {...getSelectProps(fields.project_type)} className={inputClass}>
            <option value="">{t("contact.projectTypeNone")}</option>
            {projectTypes.map((type) => (
              <option key={type} value={type}>
                {t(`contact.projectTypes.${type}`)}
              </option>
            ))}
          </select>
        </FormField>
      </div>

      <FormField field={fields.message} label={t("contact.message")}>
        <textarea {...getTextareaProps(fields.message)} rows={6} required className={inputClass} />
      </FormField>

      <HoneypotInput idPrefix="contact" />

      <div>
        <div className="flex items-start gap-3">
          <input
            {...getInputProps(fields.privacy_consent, { type: "checkbox" })}
            required
            className="mt-0.5 size-6 shrink-0 accent-indigo-700"
          />
          <label htmlFor={fields.privacy_consent.id}>
            {t("contact.privacyBefore")}
            <a
              href={href("privacy", lang)}
              target="_blank"
              rel="noreferrer"
              className="font-semibold text-indigo-800 underline"
            >
              {t("contact.privacyLink")}
              <span className="sr-only"> {t("common.opensInNewTab")}</span>
            </a>
            {t("contact.privacyAfter")}
          </label>
        </div>
        <FieldError field={fields.privacy_consent} />
      </div>

      <div className="flex items-start gap-3">
        <input
          {...getInputProps(fields.marketing_consent, { type: "checkbox" })}
          className="mt-0.5 size-6 shrink-0 accent-indigo-700"
        />
        <label htmlFor={fields.marketing_consent.id}>
          {t("contact.marketing")} <span className="text-slate-600">{t("forms.optional")}</span>
        </label>
      </div>

      <button type="submit" disabled={submitting} className={buttonClass()}>
        {submitting ? t("contact.sending") : t("contact.submit")}
      </button>
      <ToastRegion />
    </form>
  );
}
