import { getInputProps, getSelectProps, getTextareaProps } from "@conform-to/react";
import { FieldError, FormField, inputClass } from "~/components/ui/form-field";
import type { Lang } from "~/i18n-routes";
import { href } from "~/lib/paths";
import { useTranslation } from "~/lib/translation";
import { projectTypes } from "./contact-rules";
import type { ContactFields } from "./use-contact-form";

/** Who writes (name, e-mail, phone), about what kind of project, and the message. */
export function ContactDetails({ fields }: { fields: ContactFields }) {
  const { t } = useTranslation();
  return (
    <>
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
    </>
  );
}

/** The privacy policy's acceptance, which a send needs, and the optional consent to news. */
export function ContactConsents({ fields, lang }: { fields: ContactFields; lang: Lang }) {
  const { t } = useTranslation();
  return (
    <>
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
    </>
  );
}
