import { useTranslation } from "~/lib/translation";
import { QualityFigure } from "../play/quality-figure";
import type { DepthQuality } from "./depth-quality";
import { DEPTH_ESTIMATE_ERROR_MM } from "./depth-zone";

/** The depth's four figures in the quality report's list: at 5–6 cm, the mean, too shallow, too deep. */
export function DepthFigures({ depth }: { depth: DepthQuality }) {
  const { t, lang } = useTranslation();
  const percent = new Intl.NumberFormat(lang, { style: "percent", maximumFractionDigits: 0 });
  const centimetres = new Intl.NumberFormat(lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const error = DEPTH_ESTIMATE_ERROR_MM;
  return (
    <>
      <QualityFigure label={t("depth.result.inBand")} hint={t("depth.result.inBandHint")}>
        {percent.format(depth.shareInBand / 100)}
      </QualityFigure>
      <QualityFigure label={t("depth.result.mean")} hint={t("depth.result.meanHint", { error })}>
        {t("depth.gauge.value", { cm: centimetres.format(Math.round(depth.meanDepthMm) / 10) })}
      </QualityFigure>
      <QualityFigure label={t("depth.result.shallow")} hint={t("depth.result.shallowHint")}>
        {percent.format(depth.shareTooShallow / 100)}
      </QualityFigure>
      <QualityFigure label={t("depth.result.deep")} hint={t("depth.result.deepHint")}>
        {percent.format(depth.shareTooDeep / 100)}
      </QualityFigure>
    </>
  );
}
