import type { ManualListing } from "@content/types";
import { useTranslation } from "~/lib/translation";
import { buttonClass } from "./ui/button-styles";

/** The downloadable PDF manuals: title, description, page count and file. */
export function ManualList({ manuals, headingLevel = 3 }: { manuals: ManualListing[]; headingLevel?: 3 | 4 }) {
  const { t } = useTranslation();
  const Heading = headingLevel === 3 ? "h3" : "h4";
  return (
    <ul className="grid gap-6 md:grid-cols-3">
      {manuals.map((manual) => (
        <li key={manual.id} className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-10 text-rose-700">
            <path
              fill="currentColor"
              d="M6 2h8l6 6v12a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2Zm7 1.5V9h5.5L13 3.5ZM8 13v5h1.3v-1.6h.8a1.7 1.7 0 1 0 0-3.4H8Zm1.3 1.1h.8a.6.6 0 1 1 0 1.2h-.8v-1.2Zm3.2-1.1v5h1.6a2.5 2.5 0 0 0 0-5h-1.6Zm1.3 1.1h.3a1.4 1.4 0 0 1 0 2.8h-.3v-2.8Zm3-1.1v5h1.3v-2h1.6v-1h-1.6v-.9H19v-1.1h-2.9Z"
            />
          </svg>
          <Heading className="text-lg font-bold text-slate-950">{manual.title}</Heading>
          <p className="flex-1 text-slate-700">{manual.description}</p>
          <p className="text-sm font-semibold text-slate-600">{t("resources.manualPages", { count: manual.pages })}</p>
          <a href={manual.url} download className={`${buttonClass("outline", "sm")} self-start`}>
            {t("resources.download")}
            <span className="sr-only">
              {" "}
              {manual.title} ({t("resources.manualPages", { count: manual.pages })})
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}
