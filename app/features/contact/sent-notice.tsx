import { useTranslation } from "~/lib/translation";
import type { Flash } from "~/lib/flash";

/** The inline confirmation after a send: what a visitor without JavaScript sees instead of a toast. */
export function SentNotice({ flash }: { flash: Flash | null }) {
  const { t } = useTranslation();
  if (flash?.kind !== "contact-sent") return null;
  return (
    <p className="rounded-md border border-green-300 bg-green-50 p-4 text-green-900">
      <strong>{t("contact.success.title")}</strong> {t("contact.success.text")}
    </p>
  );
}
