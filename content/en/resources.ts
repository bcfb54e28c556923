import type { ResourcesContent, VideoEntry } from "../types";
import { deviceVideos, svbVideos } from "../videos";

// The videos are recorded in Spanish: every title says so.

export const svbVideoEntries: VideoEntry[] = [
  {
    ...svbVideos["svb-cpr"],
    title: "Cardiopulmonary resuscitation (CPR) (in Spanish)",
    description:
      "Calling 112 and giving chest compressions in the centre of the chest, 5 to 6 cm deep, at a rate of 100 to 120 per minute.",
  },
  {
    ...svbVideos["svb-defibrillator"],
    title: "Using the defibrillator (AED) (in Spanish)",
    description:
      "What to do when the automated external defibrillator arrives: switch it on, place the pads and follow its voice instructions.",
  },
];

export const deviceVideoEntries: VideoEntry[] = [
  {
    ...deviceVideos["device-first-steps"],
    title: "First steps with the headset (in Spanish)",
    description: "How to put on the virtual reality headset, adjust it so it fits well and switch it on.",
  },
  {
    ...deviceVideos["device-start-app"],
    title: "Starting the app (in Spanish)",
    description: "How to open the First Aiducation app on the headset and begin the practice.",
  },
  {
    ...deviceVideos["device-navigation"],
    title: "Finding your way around (in Spanish)",
    description: "How to move through the menus, pick an option and go back inside the experience.",
  },
  {
    ...deviceVideos["device-troubleshooting"],
    title: "Troubleshooting (in Spanish)",
    description: "What to do if the picture looks blurry, the headset stops responding or the app will not open.",
  },
  {
    ...deviceVideos["device-maintenance"],
    title: "Care and maintenance (in Spanish)",
    description: "How to clean the lenses, charge the headsets and put them back in the box after each session.",
  },
];

export const resources: ResourcesContent = {
  image: {
    src: "/resources/hero.svg",
    alt: "Illustration of a video player, a PDF document and a virtual reality headset",
  },
  tabs: {
    svb: {
      label: "BLS videos",
      heading: "Basic life support videos",
      intro:
        "Two videos, in Spanish, to go over what to do in a cardiac arrest: cardiopulmonary resuscitation (CPR) and using the defibrillator (AED).",
    },
    devices: {
      label: "Using the headset",
      heading: "How to use the virtual reality headsets",
      intro:
        "Five tutorials, in Spanish, in the order you will need them: from putting the headset on for the first time to packing it away at the end.",
    },
    manuals: {
      label: "Manuals",
      heading: "Manuals to download",
      intro:
        "The programme's three manuals: basic life support, a guide to using the headsets, and how to look after them.",
    },
  },
  thumbnailsLabel: {
    svb: "Choose a basic life support video",
    devices: "Choose a tutorial",
  },
  manualsNote: "The manuals are PDFs: you can download them, print them and keep them in the box with the headsets.",
  feedback: {
    heading: "Did you find these resources useful?",
    intro: "Tell us what you think so we can improve them. Your feedback is anonymous.",
  },
};
