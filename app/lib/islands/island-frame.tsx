import type { ReactNode } from "react";
import type { Lang } from "~/i18n-routes";
import { RequestInfoProvider } from "~/lib/request-info";
import { TranslationProvider } from "~/lib/translation";
import { useHydrationMark } from "~/lib/use-hydrated";
import type { FeatureStrings } from "~/locales/feature-strings";

/** What an island needs of its page besides its props: the language, the feature strings, the form stamp. */
export interface IslandPage {
  lang: Lang;
  features?: FeatureStrings;
  formStamp?: string;
}

/**
 * The contexts an island's component reads, the same on the server (inside the page) and in the
 * browser (its own root): they add no markup, so the island's HTML is the component's alone.
 */
export function IslandFrame({ page, children }: { page: IslandPage; children: ReactNode }) {
  return (
    <RequestInfoProvider value={{ formStamp: page.formStamp }}>
      <TranslationProvider lang={page.lang} features={page.features}>
        <HydrationMark />
        {children}
      </TranslationProvider>
    </RequestInfoProvider>
  );
}

/** Marks the document as interactive once the island is (the end-to-end tests wait for it). */
function HydrationMark() {
  useHydrationMark();
  return null;
}
