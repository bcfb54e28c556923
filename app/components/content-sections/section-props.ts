import type { ContentSection } from "@content/types";
import type { Lang } from "~/i18n-routes";

/** What the component of one kind of section is given (content-sections.tsx). */
export interface SectionProps<Kind extends ContentSection["kind"]> {
  section: Extract<ContentSection, { kind: Kind }>;
  /** The id of the section's heading, which names the section. */
  id: string;
  lang: Lang;
  /** The video a carousel section starts on (from `?video=`). */
  initialVideo: number;
}
