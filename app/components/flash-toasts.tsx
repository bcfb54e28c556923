import type { TranslationKey } from "~/lib/translate";
import { lazy, Suspense, useEffect, useSyncExternalStore } from "react";
import { useTranslation } from "~/lib/translation";
import type { Flash, FlashKind } from "~/lib/flash";
import { isToastRegionWanted, showToast, subscribeToToastRegion } from "~/lib/toasts";

const LazyToaster = lazy(() => import("./toaster"));

/** The toast that announces each one-time outcome. */
const flashToasts: Record<FlashKind, { title: TranslationKey; description: TranslationKey }> = {
  "contact-sent": { title: "contact.success.title", description: "contact.success.text" },
  "feedback-sent": { title: "feedback.success.title", description: "feedback.success.text" },
};

/**
 * The toast region, mounted (with Sonner) once a toast is wanted, and the toast for a one-time
 * message carried across a redirect.
 */
export function FlashToasts({ flash }: { flash: Flash | null }) {
  const { t } = useTranslation();
  useEffect(() => {
    if (!flash) return;
    const { title, description } = flashToasts[flash.kind];
    showToast({ type: "success", title: t(title), description: t(description), id: flash.id });
  }, [flash, t]);
  return <ToastRegion />;
}

/** Sonner's region, mounted with the library once a toast is wanted (app/lib/toasts.ts). */
export function ToastRegion() {
  const wanted = useSyncExternalStore(subscribeToToastRegion, isToastRegionWanted, () => false);
  return wanted ? (
    <Suspense fallback={null}>
      <LazyToaster />
    </Suspense>
  ) : null;
}
