import type { CourseContent, ManualListing } from "@content/types";
import { ercGuidelinesUrl } from "@content/external-urls";
import { ManualList } from "~/components/manual-list";
import { buttonClass } from "~/components/ui/button-styles";
import { useTranslation } from "~/lib/translation";
import { Paragraphs } from "./paragraphs";

interface GuidelinesStepProps {
  guidelines: CourseContent["guidelines"];
  manuals: ManualListing[];
}

/** Step 4: the ERC guidelines, opened in a new tab, and the devices' PDF manuals. */
export function GuidelinesStep({ guidelines, manuals }: GuidelinesStepProps) {
  const { t } = useTranslation();
  return (
    <div className="space-y-10">
      <div className="grid items-center gap-8 md:grid-cols-[2fr_1fr]">
        <div className="space-y-6">
          <Paragraphs paragraphs={guidelines.paragraphs} />
          <a href={ercGuidelinesUrl} target="_blank" rel="noopener noreferrer" className={buttonClass()}>
            {guidelines.button}
            <span className="sr-only"> {t("common.opensInNewTab")}</span>
          </a>
        </div>
        <img
          src={guidelines.cover.src}
          alt={guidelines.cover.alt}
          width={600}
          height={800}
          className="mx-auto aspect-[3/4] w-full max-w-56 rounded-lg shadow-lg"
        />
      </div>
      <div className="space-y-4">
        <h3 className="text-xl font-bold text-slate-950">{t("course.manualsHeading")}</h3>
        <p className="max-w-3xl text-slate-700">{guidelines.manualsIntro}</p>
        <ManualList manuals={manuals} headingLevel={4} />
      </div>
    </div>
  );
}
