import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Toaster, toast } from "sonner";
import type { Flash } from "~/lib/flash";

/** The toast region, and the toast for a one-time message carried across a redirect. */
export function FlashToasts({ flash }: { flash: Flash | null }) {
  const { t } = useTranslation();
  useEffect(() => {
    if (flash?.kind === "contact-sent") {
      toast.success(t("contact.success.title"), { id: flash.id, description: t("contact.success.text") });
    }
  }, [flash, t]);
  return (
    <Toaster position="bottom-right" hotkey={["altKey", "KeyT"]} containerAriaLabel={t("toast.region")} closeButton />
  );
}
