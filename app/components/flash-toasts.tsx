import type { ParseKeys } from "i18next";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Toaster, toast } from "sonner";
import type { Flash, FlashKind } from "~/lib/flash";

/** The toast that announces each one-time outcome. */
const flashToasts: Record<FlashKind, { title: ParseKeys; description: ParseKeys }> = {
  "contact-sent": { title: "contact.success.title", description: "contact.success.text" },
  "feedback-sent": { title: "feedback.success.title", description: "feedback.success.text" },
};

/** The toast region, and the toast for a one-time message carried across a redirect. */
export function FlashToasts({ flash }: { flash: Flash | null }) {
  const { t } = useTranslation();
  useEffect(() => {
    if (!flash) return;
    const { title, description } = flashToasts[flash.kind];
    toast.success(t(title), { id: flash.id, description: t(description) });
  }, [flash, t]);
  return (
    <Toaster position="bottom-right" hotkey={["altKey", "KeyT"]} containerAriaLabel={t("toast.region")} closeButton />
  );
}
