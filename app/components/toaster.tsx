import { useEffect } from "react";
import { useTranslation } from "~/lib/translation";
import { Toaster } from "sonner";
import { toastRegionReady } from "~/lib/toasts";

/** Sonner's toast region, loaded with Sonner on the first toast (see app/lib/toasts.ts). */
export default function LazyToaster() {
  const { t } = useTranslation();
  useEffect(() => toastRegionReady(), []);
  return (
    <Toaster position="bottom-right" hotkey={["altKey", "KeyT"]} containerAriaLabel={t("toast.region")} closeButton />
  );
}
