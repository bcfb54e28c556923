import type { ProjectType } from "./contact-rules";

// `?topic=<slug>` on the contact page preselects the project type and starts the message, so the
// site's call-to-action buttons lead somewhere useful. The opening sentences are in the locales
// under contact.topics.<slug>.

export const contactTopics = {
  quote: "other",
  "custom-development": "custom-development",
  events: "events",
  "industry-training": "industry-training",
  education: "education",
  "education-rental": "education",
  "first-aiducation": "education",
  health: "health",
  "training-demo": "industry-training",
  "training-catalogue": "industry-training",
  meeting: "other",
  privacy: "other",
  "gaussian-splatting-demo": "vr-ar-mr",
  "gaussian-splatting-consultation": "custom-development",
  "gaussian-splatting-documentation": "other",
  "artist-vr-experience": "events",
  "artist-vr-session": "events",
  "artist-vr-artist": "other",
  "kalyan-therapy": "health",
  "kalyan-clinical-demo": "health",
  kalyan: "health",
  "automation-toolkit-documentation": "other",
} as const satisfies Record<string, ProjectType>;

export type ContactTopic = keyof typeof contactTopics;

export function isContactTopic(value: string | null): value is ContactTopic {
  return value !== null && Object.hasOwn(contactTopics, value);
}
