// Types of the static content in content/es and content/en. Both languages satisfy the same type.

/** A section of the privacy policy: a heading and its paragraphs or list items. */
export interface PolicySection {
  heading: string;
  paragraphs: string[];
  /** Optional bullet list shown after the paragraphs. */
  list?: string[];
}

export interface PrivacyPolicy {
  /** Date line shown under the heading, e.g. "Versión del 21 de noviembre de 2026". */
  versionLabel: string;
  sections: PolicySection[];
}
