/** The round number of a step in a numbered process; the list itself tells assistive technology the order. */
export function StepNumber({ n }: { n: number }) {
  return (
    <span
      aria-hidden="true"
      className="flex size-10 shrink-0 items-center justify-center rounded-full bg-indigo-700 text-lg font-bold text-white"
    >
      {n}
    </span>
  );
}
