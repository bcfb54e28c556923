import type { TranslationKey } from "~/lib/translate";
import { useTranslation } from "~/lib/translation";
import { intlLocale, SITE_TIME_ZONE } from "~/lib/intl-locale";
import type { RoundView } from "./round-answer";
import type { RoundLiveView } from "./round-live";

// What the teacher's panel and the projector show of a round: what it is and where it stands, its
// live figures, and its ranking once it ended. Large on the projector, ordinary on the teacher's
// screen (`size`).

/** "Practice round, 2 minutes". */
export function useRoundTitle() {
  const { t } = useTranslation();
  return (round: RoundView) =>
    t("classroom.round.kindAndLength", {
      kind: t(round.kind === "practice" ? "classroom.round.practice" : "classroom.round.test"),
      length: t(`classroom.round.length${round.lengthMs / 1_000}` as TranslationKey),
    });
}

/** Where the round stands, in words: about to start, under way, or ended (at what time). */
export function RoundStatus({ round, now }: { round: RoundView; now: number }) {
  const { t, lang } = useTranslation();
  const title = useRoundTitle()(round);
  const time = new Intl.DateTimeFormat(intlLocale[lang], { timeStyle: "medium", timeZone: SITE_TIME_ZONE });
  const text =
    now < round.startsAt
      ? t("classroom.round.startsAt", { round: title, time: time.format(round.startsAt) })
      : now < round.endsAt
        ? t("classroom.round.underWay", { round: title, time: time.format(round.endsAt) })
        : t("classroom.round.lastEnded", { round: title, time: time.format(round.endsAt) });
  return <p className="font-semibold text-slate-950">{text}</p>;
}

/** The live figures: pupils in the round, compressing in the window now, the class's mean rate, time left. */
export function RoundFigures({ live, now, size = "md" }: { live: RoundLiveView; now: number; size?: "md" | "lg" }) {
  const { t } = useTranslation();
  const { round } = live;
  if (!round || now >= round.endsAt) return null;
  const value = size === "lg" ? "text-4xl xl:text-5xl" : "text-2xl";
  const label = size === "lg" ? "text-xl sm:text-2xl" : "text-sm";
  const none = t("classroom.round.none");
  const figures: [string, string][] = [
    [t("classroom.round.inRound"), t("classroom.round.inRoundValue", { joined: live.inRound, pupils: live.pupils })],
    [t("classroom.round.compressingNow"), live.compressingNow === null ? none : String(live.compressingNow)],
    [
      t("classroom.round.classRate"),
      live.classRateBpm === null ? none : t("classroom.round.classRateValue", { bpm: live.classRateBpm }),
    ],
  ];
  const left = Math.ceil((round.endsAt - Math.max(now, round.startsAt)) / 1_000);
  return (
    <div className="space-y-3">
      <p className={`font-bold text-slate-950 tabular-nums ${size === "lg" ? "text-4xl" : "text-xl"}`}>
        {now < round.startsAt
          ? t("classroom.round.startsIn", { seconds: Math.ceil((round.startsAt - now) / 1_000) })
          : t("classroom.round.timeLeft", { seconds: left })}
      </p>
      <dl className="grid gap-4 sm:grid-cols-3">
        {figures.map(([name, figure]) => (
          <div key={name} className="flex flex-col-reverse rounded-xl bg-slate-100 p-4">
            <dt className={`text-slate-700 ${label}`}>{name}</dt>
            <dd className={`font-extrabold text-slate-950 tabular-nums ${value}`}>{figure}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/**
 * The round's ranking: place, nickname, graded score, mean rate and compression fraction; once a
 * ranked result was measured in depth mode, its mean depth and share at 5–6 cm, "not measured" for
 * the results of taps, and a note that says which score each row's is.
 */
export function RoundRanking({ live, size = "md" }: { live: RoundLiveView; size?: "md" | "lg" }) {
  const { t, lang } = useTranslation();
  if (!live.round || live.serverNow < live.round.endsAt) return null;
  if (live.ranking.length === 0) return <p className="text-slate-700">{t("classroom.round.noResults")}</p>;
  const percent = new Intl.NumberFormat(intlLocale[lang], { style: "percent", maximumFractionDigits: 0 });
  const centimetres = new Intl.NumberFormat(intlLocale[lang], { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const depth = live.ranking.some((row) => row.depthMeanMm !== null);
  // Seven columns with the depth's: smaller type on the projector, so that they fit its column at 1280 px.
  const text = size === "lg" ? (depth ? "text-base 2xl:text-xl" : "text-2xl sm:text-3xl") : "";
  const head = "py-2 pr-4 text-right";
  return (
    <div>
      <table className={`w-full text-left ${text}`}>
        <caption className="mb-2 text-left text-xl font-bold text-slate-950">{t("classroom.round.ranking")}</caption>
        <thead>
          <tr className="border-b border-slate-300">
            <th scope="col" className="py-2 pr-4">
              {t("classroom.round.rank")}
            </th>
            <th scope="col" className="py-2 pr-4">
              {t("classroom.nickname")}
            </th>
            <th scope="col" className={head}>
              {t(depth ? "classroom.depth.rankingGrade" : "classroom.round.grade")}
            </th>
            <th scope="col" className={head}>
              {t("classroom.round.meanRate")}
            </th>
            <th scope="col" className={depth ? head : "py-2 text-right"}>
              {t("classroom.round.fraction")}
            </th>
            {depth ? (
              <>
                <th scope="col" className={head}>
                  {t("classroom.depth.meanColumn")}
                </th>
                <th scope="col" className="py-2 text-right">
                  {t("classroom.depth.rankingInBand")}
                </th>
              </>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {live.ranking.map((row, index) => (
            <tr key={`${index}-${row.nickname}`} className="border-b border-slate-200">
              <td className="py-2 pr-4 tabular-nums">{index + 1}</td>
              <td className="py-2 pr-4 font-semibold [overflow-wrap:anywhere]">{row.nickname}</td>
              <td className="py-2 pr-4 text-right font-bold tabular-nums">{row.grade}</td>
              <td className="py-2 pr-4 text-right tabular-nums">{row.meanRateBpm}</td>
              <td className={`py-2 text-right tabular-nums ${depth ? "pr-4" : ""}`}>
                {percent.format(row.compressionFraction / 100)}
              </td>
              {!depth ? null : row.depthMeanMm === null ? (
                <td colSpan={2} className="py-2 text-right text-slate-700">
                  {t("classroom.depth.notMeasured")}
                </td>
              ) : (
                <>
                  <td className="py-2 pr-4 text-right tabular-nums">
                    {t("classroom.depth.centimetres", { cm: centimetres.format(Math.round(row.depthMeanMm) / 10) })}
                  </td>
                  <td className="py-2 text-right tabular-nums">{percent.format((row.depthInBand ?? 0) / 100)}</td>
                </>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {depth ? <p className="mt-2 text-base text-slate-700">{t("classroom.depth.rankingNote")}</p> : null}
    </div>
  );
}
