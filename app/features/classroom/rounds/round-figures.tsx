import type { TranslationKey } from "~/lib/translate";
import { useTranslation } from "~/lib/translation";
import { intlLocale, SITE_TIME_ZONE } from "~/lib/intl-locale";
import type { RoundView } from "./round-answer";
import type { RankedPupil } from "./ranked-pupil";
import type { RoundLiveView } from "./round-live";
import { LateStartMark } from "./late-start-mark";
import { rankingsApart } from "./round-outcome";

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

/** A column of a ranking after place and nickname: its heading, and its cell's text for a row. */
type Column = [heading: TranslationKey, value: (row: RankedPupil) => string | number];

/**
 * One ranking's table: taps, or the results whose depth the phone measured, each with its own
 * places. The teacher's gives every measure; the projector's top few (`top`) the score, and the
 * depth where measured, under short headings, so that its two tables and their ten rows fit a
 * 1280×720 projector beside the join code.
 */
function RankingTable({
  rows,
  kind,
  top,
  size,
}: {
  rows: RankedPupil[];
  kind: "taps" | "depth";
  top: boolean;
  size: "md" | "lg";
}) {
  const { t, lang } = useTranslation();
  const percent = new Intl.NumberFormat(intlLocale[lang], { style: "percent", maximumFractionDigits: 0 });
  const centimetres = new Intl.NumberFormat(intlLocale[lang], { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const depth = kind === "depth";
  const cm = (row: RankedPupil) =>
    t("classroom.depth.centimetres", { cm: centimetres.format(Math.round(row.depthMeanMm ?? 0) / 10) });
  // Headers wrap rather than push the table past the screen's edge.
  const score: Column = [
    top ? "classroom.depth.rankingGrade" : depth ? "classroom.round.depthGrade" : "classroom.round.grade",
    (row) => row.grade,
  ];
  const depths: Column[] = [
    ["classroom.depth.meanColumn", cm],
    ["classroom.depth.rankingInBand", (row) => percent.format((row.depthInBand ?? 0) / 100)],
  ];
  const timing: Column[] = [
    ["classroom.round.meanRate", (row) => row.meanRateBpm],
    ["classroom.round.fraction", (row) => percent.format(row.compressionFraction / 100)],
  ];
  const columns = [score, ...(depth ? depths : []), ...(top ? [] : timing)];
  // On the projector, rows tight enough for ten and two captions under a 720 px screen's fold.
  const cell = size === "lg" ? "py-0.5 pr-4 align-bottom" : "py-2 pr-4 align-bottom";
  const caption = top
    ? depth
      ? "classroom.projector.topDepth"
      : "classroom.projector.topTaps"
    : depth
      ? "classroom.round.rankingDepth"
      : "classroom.round.rankingTaps";
  return (
    <table className={`w-full text-left ${size === "lg" ? "text-xl" : ""}`} data-ranking={kind}>
      <caption className="mb-1 text-left text-xl font-bold text-slate-950">{t(caption)}</caption>
      <thead className={size === "lg" ? "text-lg lg:whitespace-nowrap" : ""}>
        <tr className="border-b border-slate-300">
          <th scope="col" className={cell}>
            {t("classroom.round.rank")}
          </th>
          <th scope="col" className={cell}>
            {t("classroom.nickname")}
          </th>
          {columns.map(([heading]) => (
            <th key={heading} scope="col" className={`${cell} text-right`}>
              {t(heading)}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={`${index}-${row.nickname}`} className="border-b border-slate-200">
            <td className={`${cell} tabular-nums`}>{index + 1}</td>
            <td className={`${cell} font-semibold [overflow-wrap:anywhere]`}>
              {row.nickname}
              {/* The teacher's alone: the projector names no one's circumstances. */}
              {!top && row.lateMs > 0 ? <LateStartMark lateMs={row.lateMs} /> : null}
            </td>
            {columns.map(([heading, value], column) => (
              <td key={heading} className={`${cell} text-right tabular-nums ${column === 0 ? "font-bold" : ""}`}>
                {value(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/**
 * The round's ranking once it ended: two tables, never one, since a result of taps and one whose
 * depth the phone measured are graded on different scales (round-outcome.ts). Each gives place,
 * nickname, score, mean rate and compression fraction, the depth's its mean depth and share at
 * 5–6 cm too. `top`: the projector's top few, at the teacher's choice (projector-show.ts).
 */
export function RoundRanking({
  live,
  size = "md",
  top = false,
}: {
  live: RoundLiveView;
  size?: "md" | "lg";
  top?: boolean;
}) {
  const { t } = useTranslation();
  if (!live.round || live.serverNow < live.round.endsAt) return null;
  if (live.ranking.length === 0) return top ? null : <p className="text-slate-700">{t("classroom.round.noResults")}</p>;
  const { taps, depth } = rankingsApart(live.ranking);
  return (
    <div className={size === "lg" ? "space-y-3" : "space-y-6"}>
      {taps.length > 0 ? <RankingTable rows={taps} kind="taps" top={top} size={size} /> : null}
      {depth.length > 0 ? <RankingTable rows={depth} kind="depth" top={top} size={size} /> : null}
    </div>
  );
}
