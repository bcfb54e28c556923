import type { Lang } from "~/i18n-routes";
import { caClassroom } from "~/locales/ca-classroom";
import { notMeasured } from "~/features/compression-game/depth/sent-depths";
import type { ClassCsvHeadings, ClassCsvInput } from "./class-csv";
import { notPlayedRow, playedRow } from "./class-rows.testing";

// The CSV tests' class (class-csv.test.ts, lesson-csv.test.ts): its words in Catalan, and two
// pupils, one with two free games (the second in depth mode) and a test round's result, one who has
// not played.

export const headings: ClassCsvHeadings = {
  class: "Classe",
  opened: "Oberta el",
  bpm: "Ritme (per minut)",
  nickname: "Sobrenom",
  games: "Partides",
  best: "Millor puntuació de compàs",
  meanRateBpm: "Ritme mitjà (per minut)",
  accuracy: "Precisió mitjana (%)",
  shareInWindow: "Entre 100 i 120 per minut (mitjana, %)",
  playedAt: "Hora",
  score: "Puntuació de compàs",
  successRate: "Compressions al compàs (%)",
  compressions: "Compressions",
  grade: "Millor nota de ritme i pauses (sobre 100)",
  compressionFraction: "Temps comprimint (mitjana, %)",
  rateSpread: "Irregularitat (mitjana, %)",
  longestPauseS: "Pausa més llarga (s)",
  rateAtEnd: "Ritme al final (mitjana, % de l'inicial)",
  summaryTitle: "Resum per alumne",
  gamesTitle: "Totes les partides",
  attemptKind: "Tipus",
  attemptKinds: { game: "Pràctica lliure", practice: "Ronda de pràctica", test: "Ronda de prova" },
  round: "Ronda",
  gameGrade: "Nota de ritme i pauses (sobre 100)",
  note: "Nota",
  tooRegular: "massa regular: metrònom o programa?",
  latestGrade: "Última nota",
  verdict: "Com li ha anat",
  gameShareInWindow: "Entre 100 i 120 (%)",
  gameCompressionFraction: "Temps comprimint (%)",
  gameRateSpread: "Irregularitat (%)",
  gameRateAtEnd: "Ritme al final (%)",
  verdicts: caClassroom.verdicts,
  depthResults: "Amb profunditat",
  depthMeanMm: "Profunditat (mm)",
  depthInBand: "A 5–6 cm (%)",
  depthTooShallow: "Menys de 5 cm (%)",
  depthTooDeep: "Més de 6 cm (%)",
  depth: "Profunditat",
  depthMeasured: "mesurada",
  depthNotMeasured: "no mesurada",
  depthTitle: "La profunditat abans i després",
  firstDepthMm: "Profunditat, primera",
  firstDepthInBand: "5–6 cm, primera",
  lastDepthMm: "Profunditat, última",
  lastDepthInBand: "5–6 cm, última",
};

const game = {
  kind: "game" as const,
  round: null,
  roundKind: null,
  playedAt: "10:05",
  score: 81,
  accuracy: 81.54,
  successRate: 77.25,
  compressions: 62,
  meanRateBpm: 111.6,
  shareInWindow: 90,
  grade: 84,
  compressionFraction: 97.25,
  rateSpread: 6.04,
  longestPauseMs: 1_460,
  rateChange: -4.5,
  tooRegular: false,
  verdict: "good" as const,
  ...notMeasured,
};

export function input(lang: Lang, nicknames: readonly string[] = ["Laia", "Pol"]): ClassCsvInput {
  return {
    lang,
    className: "4t ESO B",
    openedOn: "26/11/2026",
    bpm: 110,
    headings,
    pupils: nicknames.map((nickname, index) =>
      index === 1
        ? notPlayedRow(index, nickname)
        : playedRow(index, nickname, {
            games: 3,
            latestGrade: 79,
            verdict: "uneven",
            tooRegular: 1,
            depthResults: 1,
            depthMeanMm: 52.3,
            depthInBand: 66.7,
          }),
    ),
    games: nicknames.flatMap((nickname, index) =>
      index === 1
        ? []
        : [
            { nickname, ...game },
            {
              nickname,
              ...game,
              playedAt: "10:09",
              score: 88,
              tooRegular: true,
              grade: 79,
              verdict: "uneven" as const,
              // Played in depth mode.
              depthMeanMm: 52.34,
              depthInBand: 66.67,
              depthTooShallow: 33.33,
              depthTooDeep: 0,
            },
            {
              nickname,
              ...game,
              kind: "round" as const,
              round: 2,
              roundKind: "test" as const,
              playedAt: "10:20",
              // A round is measured by its timing: no rhythm score, no accuracy.
              score: null,
              accuracy: null,
              successRate: null,
              grade: 82,
            },
          ],
    ),
  };
}
