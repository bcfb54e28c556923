import { useTranslation } from "~/lib/translation";

export function TechTags({ tech }: { tech: string[] }) {
  const { t } = useTranslation();
  return (
    <ul aria-label={t("portfolioPage.technologies")} className="flex flex-wrap gap-2">
      {tech.map((name) => (
        <li key={name} className="rounded-full bg-indigo-50 px-3 py-1 text-xs font-semibold text-indigo-900">
          {name}
        </li>
      ))}
    </ul>
  );
}
