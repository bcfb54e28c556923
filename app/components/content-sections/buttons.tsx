import type { ProjectButton } from "@content/types";
import type { Lang } from "~/i18n-routes";
import { href } from "~/lib/paths";
import { useTranslation } from "~/lib/translation";
import { ButtonLink } from "../ui/button-link";
import { buttonClass } from "../ui/button-styles";
import type { SectionProps } from "./section-props";

/** A row of buttons, the first the primary one: to another page, the contact form or another site. */
export function ButtonsSection({ section, lang }: SectionProps<"buttons">) {
  return (
    <div className="flex flex-wrap gap-4">
      {section.buttons.map((button, i) => (
        <ActionButton key={button.label} button={button} lang={lang} primary={i === 0} />
      ))}
    </div>
  );
}

function ActionButton({ button, lang, primary }: { button: ProjectButton; lang: Lang; primary: boolean }) {
  const { t } = useTranslation();
  const { action } = button;
  if (action.kind === "external") {
    return (
      <a href={action.url} target="_blank" rel="noopener" className={buttonClass(primary ? "primary" : "outline")}>
        {button.label}
        <span className="sr-only"> {t("common.opensInNewTab")}</span>
      </a>
    );
  }
  const to = action.kind === "page" ? href(action.pageId, lang) : href("contact", lang, { topic: action.topic });
  return (
    <ButtonLink href={to} variant={primary ? "primary" : "outline"}>
      {button.label}
    </ButtonLink>
  );
}
