/** One of the game's live figures (compressions, rate, time, accuracy), its value first to the eye. */
export function Readout({ label, value }: { label: string; value: string }) {
  return (
    <div className="flex flex-col-reverse rounded-xl bg-slate-100 p-4">
      <dt className="text-sm text-slate-700">{label}</dt>
      <dd className="text-2xl font-extrabold text-slate-950 tabular-nums">{value}</dd>
    </div>
  );
}
