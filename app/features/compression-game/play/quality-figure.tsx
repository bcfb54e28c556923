/**
 * A figure of the quality report: its value above its name, and a line that says what it means;
 * `wide`, alone on its row.
 */
export function QualityFigure({
  label,
  hint,
  strong = false,
  wide = false,
  note,
  children,
}: {
  label: string;
  hint: string;
  strong?: boolean;
  wide?: boolean;
  /** A second line under the hint, in bold. */
  note?: string;
  children: string;
}) {
  return (
    <div className={`flex flex-col ${wide ? "col-span-full" : ""}`}>
      <dt className="order-2 text-sm font-semibold text-slate-800">{label}</dt>
      <dd className={`order-1 font-extrabold text-slate-950 tabular-nums ${strong ? "text-4xl" : "text-xl"}`}>
        {children}
      </dd>
      <dd className="order-3 text-sm text-slate-700">{hint}</dd>
      {note ? <dd className="order-4 mt-1 text-sm font-semibold text-slate-900">{note}</dd> : null}
    </div>
  );
}
