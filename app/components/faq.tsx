import type { FaqItem } from "@content/types";

/**
 * Questions and answers as an exclusive accordion: <details> elements sharing a name, so at most
 * one is open and the open one can be closed, with or without JavaScript.
 */
export function Faq({ group, items }: { group: string; items: FaqItem[] }) {
  return (
    <div className="divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
      {items.map((item) => (
        <details key={item.value} name={group} id={`${group}-${item.value}`} className="group px-5 sm:px-6">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 py-5 text-lg font-semibold text-slate-950 [&::-webkit-details-marker]:hidden">
            {item.question}
            <svg
              aria-hidden="true"
              viewBox="0 0 20 20"
              className="size-5 shrink-0 text-indigo-700 transition-transform group-open:rotate-180"
            >
              <path
                fill="currentColor"
                d="M5.3 7.3a1 1 0 0 1 1.4 0L10 10.6l3.3-3.3a1 1 0 1 1 1.4 1.4l-4 4a1 1 0 0 1-1.4 0l-4-4a1 1 0 0 1 0-1.4Z"
              />
            </svg>
          </summary>
          <p className="pb-5 leading-relaxed text-slate-700">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
