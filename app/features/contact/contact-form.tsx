import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  parse,
  useForm,
  type SubmissionResult,
} from "@conform-to/react";
import { Form, useActionData, useNavigation } from "@remix-run/react";
import type { TranslationKey } from "~/lib/translate";
import { useEffect } from "react";
import { useTranslation } from "~/lib/translation";
import { showToast } from "~/lib/toasts";
import { FieldError, FormField, inputClass } from "~/components/ui/form-field";
import { HoneypotInput } from "~/components/ui/honeypot-input";
import { href } from "~/lib/paths";
import { useCurrentPage } from "~/lib/use-current-page";
import { contactErrors, contactInput, projectTypes, type ContactField } from "./contact-rules";
import { buttonClass } from "~/components/ui/button-styles";
import { useRootData } from "~/lib/root-data";
import { SentNotice } from "./sent-notice";

export type ContactOutcome = "invalid" | "rate-limited" | "failed";

interface ContactFormProps {
  /**
   * Id of the section that holds the form on a long page: the form posts to it, so that without
   * JavaScript the answer (errors or confirmation) opens scrolled to the form.
   */
  anchor?: string;
  defaultValue?: Partial<Record<ContactField, string>>;
}

/** What the page's action (contactAction) answers when the form cannot be sent. */
interface ContactActionData {
  result: SubmissionResult<string[]>;
  outcome: ContactOutcome;
}

/**
 * The contact form of any page whose action is contactAction: it reads the action's answer and
 * the flash message of a successful send itself, and starts empty again after each send.
 */
export function ContactForm({ anchor, defaultValue = {} }: ContactFormProps) {
  const actionData = useActionData() as ContactActionData | undefined;
  const flash = useRootData()?.flash ?? null;
  const sent = flash?.kind === "contact-sent";
  return (
    <ContactFormFields
      // A new key after a successful send mounts a fresh, empty form.
      key={sent ? flash.id : "contact"}
      anchor={anchor}
      defaultValue={defaultValue}
      lastResult={actionData?.result}
      outcome={actionData?.outcome}
      sentNotice={<SentNotice flash={flash} />}
    />
  );
}

interface ContactFormFieldsProps {
  anchor: string | undefined;
  defaultValue: Partial<Record<ContactField, string>>;
  lastResult: SubmissionResult<string[]> | undefined;
  outcome: ContactOutcome | undefined;
  /** Shown above the form after a successful send. */
  sentNotice: JSX.Element;
}

function ContactFormFields({ anchor, lastResult, outcome, defaultValue, sentNotice }: ContactFormFieldsProps) {
  const { t } = useTranslation();
  const { lang, pathname } = useCurrentPage();
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formAction?.split("#")[0] === pathname;

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

  const formError = form.errors?.[0];
  useEffect(() => {
    if (formError && (outcome === "failed" || outcome === "rate-limited")) {
      showToast({ type: "error", title: t("contact.failure.title"), description: t(formError as TranslationKey) });
    }
  }, [lastResult, formError, outcome, t]);

  return (
    <Form
      method="post"
      action={anchor ? `${pathname}#${anchor}` : pathname}
      {...getFormProps(form)}
      aria-label={t("contact.formLabel")}
      className="space-y-5"
    >
      <div role="status" className="empty:hidden">
        {formError ? (
          <p className="rounded-md border border-red-300 bg-red-50 p-4 font-semibold text-red-900">
            {t(formError as TranslationKey)}
          </p>
        ) : (
          sentNotice
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
            className="mt-1 size-5 shrink-0 accent-indigo-700"
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
          className="mt-1 size-5 shrink-0 accent-indigo-700"
        />
        <label htmlFor={fields.marketing_consent.id}>
          {t("contact.marketing")} <span className="text-slate-600">{t("forms.optional")}</span>
        </label>
      </div>

      <button type="submit" disabled={submitting} className={buttonClass()}>
        {submitting ? t("contact.sending") : t("contact.submit")}
      </button>
    </Form>
  );
}
