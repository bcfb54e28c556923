import type { Lang } from "~/i18n-routes";
import { useTranslation } from "~/lib/translation";
import { buttonClass } from "~/components/ui/button-styles";
import { HoneypotInput } from "~/components/ui/honeypot-input";
import { ToastRegion } from "~/components/flash-toasts";
import { ContactConsents, ContactDetails } from "./contact-fields";
import { SentNotice } from "./sent-notice";
import { useContactForm, type ContactFormState } from "./use-contact-form";

/**
 * Everything the contact form shows, as plain data: the island's props (page-contact-form.tsx),
 * the state its hook starts from and where it posts.
 */
export interface ContactFormProps extends ContactFormState {
  lang: Lang;
  /** Where the form posts: the page, with the anchor of its section on a long page. */
  action: string;
}

/**
 * Without JavaScript the browser posts the form and the page answers; with it, the form first
 * checks itself as the visitor types (the server's rules, without zod), then posts the same way,
 * and the outcome is also announced in a toast. An island (contact-form.island.tsx):
 * the page renders it, and the browser hydrates it alone; each send loads the page anew, so the
 * form starts empty again.
 */
export function ContactForm(props: ContactFormProps) {
  const { lang, action, flash } = props;
  const { t } = useTranslation();
  const { formProps, fields, submitting, formError } = useContactForm(props);
  return (
    <form method="post" action={action} {...formProps} aria-label={t("contact.formLabel")} className="space-y-5">
      <div role="status" className="empty:hidden">
        {formError ? (
          <p className="rounded-md border border-red-300 bg-red-50 p-4 font-semibold text-red-900">{t(formError)}</p>
        ) : (
          <SentNotice flash={flash} />
        )}
      </div>
      <ContactDetails fields={fields} />
      <HoneypotInput idPrefix="contact" />
      <ContactConsents fields={fields} lang={lang} />
      <button type="submit" disabled={submitting} className={buttonClass()}>
        {submitting ? t("contact.sending") : t("contact.submit")}
      </button>
      <ToastRegion />
    </form>
  );
}
