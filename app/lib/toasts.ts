// Toasts (Sonner, bottom-right, alt+T) without Sonner in every page's JavaScript: the
// library and its region load on the first toast, which is rare (a form's outcome), and every
// outcome is also written inline on the page. Components call showToast(); the root renders
// <ToastRegion>, which mounts Sonner's <Toaster> once a toast is wanted.

export interface ToastMessage {
  type: "success" | "error";
  title: string;
  description?: string;
  /** A toast with the id of one already shown replaces it instead of stacking. */
  id?: string;
}

let wanted = false;
const listeners = new Set<() => void>();
let markReady: () => void = () => undefined;
/** Settles once the <Toaster> is mounted: a toast sent before that would be lost. */
const ready = new Promise<void>((resolve) => {
  markReady = resolve;
});

export function subscribeToToastRegion(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Whether the toast region is needed yet. */
export function isToastRegionWanted(): boolean {
  return wanted;
}

/** Called by the region once Sonner's <Toaster> is mounted. */
export function toastRegionReady(): void {
  markReady();
}

export function showToast({ type, title, description, id }: ToastMessage): void {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  void Promise.all([import("sonner"), ready]).then(([{ toast }]) => toast[type](title, { id, description }));
}
