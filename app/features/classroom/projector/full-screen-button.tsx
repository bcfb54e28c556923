import { useEffect, useState } from "react";
import { buttonClass } from "~/components/ui/button-styles";
import { useTranslation } from "~/lib/translation";
import { useHydrated } from "~/lib/use-hydrated";

// The projector's full-screen button (an island, `full-screen-button`): the browser's Fullscreen API,
// where it allows it, so that a projected class shows no address bar, tab or other window. It
// exists only once hydrated, and only where the page may go full screen; the browser's own key
// (F11) does the same without it.

export function FullScreenButton() {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [full, setFull] = useState(false);
  useEffect(() => {
    const follow = () => setFull(document.fullscreenElement !== null);
    document.addEventListener("fullscreenchange", follow);
    return () => document.removeEventListener("fullscreenchange", follow);
  }, []);
  if (!hydrated || !document.fullscreenEnabled) return null;
  const toggle = () => {
    // A browser may refuse (a policy, a frame): the page stays as it was.
    const change = full ? document.exitFullscreen() : document.documentElement.requestFullscreen();
    change.catch(() => undefined);
  };
  return (
    <button type="button" onClick={toggle} data-full-screen className={buttonClass("outline", "sm")}>
      {t(full ? "classroom.projector.leaveFullScreen" : "classroom.projector.fullScreen")}
    </button>
  );
}
