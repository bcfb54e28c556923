import { useTranslation } from "~/lib/translation";
import { honeypotField } from "~/lib/honeypot";

/** The field people never see and bots tend to fill in; `idPrefix` keeps its id unique on the page. */
export function HoneypotInput({ idPrefix }: { idPrefix: string }) {
  const { t } = useTranslation();
  const id = `${idPrefix}-${honeypotField}`;
  return (
    <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
      <label htmlFor={id}>{t("forms.honeypot")}</label>
      <input id={id} name={honeypotField} type="text" tabIndex={-1} autoComplete="off" />
    </div>
  );
}
