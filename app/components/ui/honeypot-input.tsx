import { formStampField, honeypotField } from "~/lib/honeypot";
import { useTranslation } from "~/lib/translation";
import { useRequestInfo } from "~/lib/request-info";

/**
 * The field people never see and bots tend to fill in, and the page's signed time stamp
 * (app/.server/form-stamp.server.ts); `idPrefix` keeps the field's id unique on the page.
 */
export function HoneypotInput({ idPrefix }: { idPrefix: string }) {
  const { t } = useTranslation();
  const { formStamp } = useRequestInfo();
  const id = `${idPrefix}-${honeypotField}`;
  return (
    <>
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor={id}>{t("forms.honeypot")}</label>
        <input id={id} name={honeypotField} type="text" tabIndex={-1} autoComplete="off" />
      </div>
      {formStamp ? <input type="hidden" name={formStampField} value={formStamp} /> : null}
    </>
  );
}
