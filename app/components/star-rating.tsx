import { useTranslation } from "~/lib/translation";

/** Stars that a screen reader reads as one rating ("5 de 5 estrellas"), not as five images. */
export function StarRating({ rating, max = 5 }: { rating: number; max?: number }) {
  const { t } = useTranslation();
  return (
    <p role="img" aria-label={t("rating.label", { rating, count: max })} className="flex gap-0.5 text-amber-500">
      {Array.from({ length: max }, (_, index) => (
        <svg
          key={index}
          aria-hidden="true"
          viewBox="0 0 20 20"
          className={`size-5 ${index < rating ? "" : "opacity-25"}`}
        >
          <path fill="currentColor" d="M10 1.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L10 14.9l-5.2 2.7 1-5.8L1.5 7.7l5.9-.9z" />
        </svg>
      ))}
    </p>
  );
}
