import { buttonClass } from "~/components/ui/button-styles";
import { useTranslation } from "~/lib/translation";
import { CopyLinkIsland } from "./copy-link.island";

// The first view of a class's teacher link, right after it was opened: one step that asks the
// teacher to keep the link (copy it, or download a small file with it) before the class's screen,
// which may be projected, is shown. Nothing else is on it: not the code, not the results.

export interface KeepLinkView {
  name: string;
  teacherLink: string;
  linkFile: { name: string; href: string } | null;
}

export function KeepLinkStep({ view, path }: { view: KeepLinkView; path: string }) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-16">
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-950 sm:text-4xl">
        {t("classroom.teacher.keepHeading", { name: view.name })}
      </h1>
      <p className="text-lg text-slate-800">{t("classroom.teacher.keepAdvice")}</p>
      <CopyLinkIsland link={view.teacherLink} />
      {view.linkFile ? (
        <p>
          <a href={view.linkFile.href} download={view.linkFile.name} className={buttonClass("outline")}>
            {t("classroom.teacher.download")}
          </a>
        </p>
      ) : null}
      {/* Both lengths, as the teacher chose one a moment ago: the step needs no cookie of its own to say which. */}
      <p className="text-slate-700">{t("classroom.teacher.keepDeviceChosen")}</p>
      <a href={path} className={buttonClass()}>
        {t("classroom.teacher.keepDone")}
      </a>
    </div>
  );
}
