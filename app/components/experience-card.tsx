import type { EducationExperience } from "@content/types";
import { href } from "~/lib/paths";
import { useTranslation } from "~/lib/translation";

// An education experience as a card, and the check mark of its benefits and of list sections.

export function CheckIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="mt-1 size-5 shrink-0 text-emerald-700">
      <path
        fill="currentColor"
        d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z"
      />
    </svg>
  );
}

export function ExperienceCard({ experience }: { experience: EducationExperience }) {
  const { t, lang } = useTranslation();
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
      <img
        src={experience.image.src}
        alt={experience.image.alt}
        width={1200}
        height={750}
        loading="lazy"
        className="aspect-[16/10] w-full object-cover"
      />
      <div className="flex flex-1 flex-col gap-4 p-6">
        <div className="space-y-1">
          {experience.comingSoon ? (
            <p className="w-fit rounded-full bg-amber-100 px-3 py-1 text-sm font-bold text-amber-900">
              {t("sections.comingSoon")}
            </p>
          ) : null}
          <h3 className="text-xl font-bold text-slate-950">{experience.title}</h3>
          <p className="font-semibold text-indigo-800">{experience.subtitle}</p>
        </div>
        <p className="text-slate-700">{experience.description}</p>
        <ul className="space-y-2">
          {experience.benefits.map((benefit) => (
            <li key={benefit} className="flex gap-2 text-slate-800">
              <CheckIcon />
              {benefit}
            </li>
          ))}
        </ul>
        {experience.link ? (
          <a
            href={href(experience.link.pageId, lang)}
            className="font-semibold text-indigo-800 underline underline-offset-4 hover:text-indigo-950"
          >
            {experience.link.label}
          </a>
        ) : null}
        <dl className="mt-auto grid grid-cols-2 gap-4 border-t border-slate-200 pt-4">
          <div>
            <dt className="text-sm text-slate-600">{t("sections.duration")}</dt>
            <dd className="font-bold text-slate-950">{t("sections.minutes", { count: experience.minutes })}</dd>
          </div>
          <div>
            <dt className="text-sm text-slate-600">{t("sections.ages")}</dt>
            <dd className="font-bold text-slate-950">
              {t("sections.ageRange", { min: experience.ages.min, max: experience.ages.max })}
            </dd>
          </div>
        </dl>
      </div>
    </article>
  );
}
