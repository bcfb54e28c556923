// The company's videos, the same in every language: provider id and poster (served from public/).
// The videos are named but their provider ids are not known yet, so none is set: a video
// whose id is null shows its poster and says it is coming, and becomes playable (two-click
// embed) as soon as its YouTube id is written here.

export interface VideoSource {
  id: string | null;
  poster: string;
}

export const featuredVideos = {
  "artistic-vr": { id: null, poster: "/videos/artistic-vr.svg" },
  "first-aid-vr": { id: null, poster: "/videos/first-aid-vr.svg" },
  "automation-toolkit": { id: null, poster: "/videos/automation-toolkit.svg" },
  "therapy-rehabilitation": { id: null, poster: "/videos/therapy-rehabilitation.svg" },
  "gaussian-splatting": { id: null, poster: "/videos/gaussian-splatting.svg" },
} as const satisfies Record<string, VideoSource>;

export const eventsVideos = {
  "event-1": { id: null, poster: "/videos/event-1.svg" },
  "event-2": { id: null, poster: "/videos/event-2.svg" },
} as const satisfies Record<string, VideoSource>;

/** The three demo videos of the automation toolkit page (id, title, thumbnail). */
export const toolkitVideos = {
  "toolkit-events": { id: null, poster: "/videos/toolkit-events.svg" },
  "toolkit-data": { id: null, poster: "/videos/toolkit-data.svg" },
  "toolkit-media": { id: null, poster: "/videos/toolkit-media.svg" },
} as const satisfies Record<string, VideoSource>;

/** Videos of the First Aiducation programme, shown on the education, training and First Aiducation pages. */
export const programmeVideos = {
  /** The programme's demo: what a session with the headsets looks like. */
  "first-aiducation-demo": { id: null, poster: "/videos/first-aid-vr.svg" },
  /** Basic life support (SVB, "soporte vital básico"): the steps of CPR and the defibrillator. */
  "basic-life-support": { id: null, poster: "/videos/basic-life-support.svg" },
} as const satisfies Record<string, VideoSource>;

/** Basic life support (SVB) lessons of the course and the resources page. */
export const svbVideos = {
  "svb-cpr": { id: null, poster: "/videos/svb-cpr.svg" },
  "svb-defibrillator": { id: null, poster: "/videos/svb-defibrillator.svg" },
} as const satisfies Record<string, VideoSource>;

/** Tutorials on the VR headsets, in the order a new user needs them (course step 3). */
export const deviceVideos = {
  "device-first-steps": { id: null, poster: "/videos/device-first-steps.svg" },
  "device-start-app": { id: null, poster: "/videos/device-start-app.svg" },
  "device-navigation": { id: null, poster: "/videos/device-navigation.svg" },
  "device-troubleshooting": { id: null, poster: "/videos/device-troubleshooting.svg" },
  "device-maintenance": { id: null, poster: "/videos/device-maintenance.svg" },
} as const satisfies Record<string, VideoSource>;
