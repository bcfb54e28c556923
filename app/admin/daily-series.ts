// The overview's chart data: one value per UTC day for the last `days` days (today included), with
// the days that had no rows as 0.

export interface DailySeries {
  days: string[];
  values: Record<"contacts" | "comments" | "scores", number[]>;
}

export const CHART_DAYS = 30;

/** The first instant counted: midnight UTC, `days - 1` days before today. */
export function seriesStart(now: Date, days = CHART_DAYS): string {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - (days - 1)));
  return start.toISOString();
}

export function dailySeries(
  counts: Record<keyof DailySeries["values"], Map<string, number>>,
  now: Date,
  days = CHART_DAYS,
): DailySeries {
  const first = Date.parse(seriesStart(now, days));
  const dayList = Array.from({ length: days }, (_, index) =>
    new Date(first + index * 86_400_000).toISOString().slice(0, 10),
  );
  const values = (perDay: Map<string, number>) => dayList.map((day) => perDay.get(day) ?? 0);
  return {
    days: dayList,
    values: { contacts: values(counts.contacts), comments: values(counts.comments), scores: values(counts.scores) },
  };
}
