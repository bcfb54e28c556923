/** A step's running text, at the width and size of every step's prose. */
export function Paragraphs({ paragraphs }: { paragraphs: string[] }) {
  return (
    <div className="max-w-3xl space-y-3 text-lg text-slate-700">
      {paragraphs.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
    </div>
  );
}
