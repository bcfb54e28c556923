import type { ProjectPage } from "../../types";

export const project: ProjectPage = {
  slug: "dea-r",
  title: "DEA-R",
  description: "Find the nearest defibrillator by GPS and get there guided by augmented reality navigation.",
  category: "Health and emergencies",
  tech: ["Augmented reality", "GPS", "Geolocation", "Mobile app"],
  image: {
    src: "/portfolio/dea-r.svg",
    alt: "Illustration of a mobile phone showing the way to a defibrillator in augmented reality",
  },
  sections: [
    {
      kind: "cards",
      heading: "Key features",
      cards: [
        {
          title: "Precise Location",
          text: "Using your GPS position, it shows you the nearest defibrillator.",
        },
        {
          title: "Augmented Reality",
          text: "Arrows and directions appear over the camera image and lead you to the defibrillator, with no map to read.",
        },
        {
          title: "24/7 Emergencies",
          text: "It is available at any time of day or night, because a cardiac arrest can happen at any moment.",
        },
      ],
    },
    {
      kind: "stats",
      heading: "Why it matters",
      intro: "In a cardiac arrest every minute counts, and knowing where the defibrillator is can make the difference.",
      stats: [
        { value: "35,000", label: "defibrillators catalogued" },
        { value: "70,000", label: "cardiac arrests every year" },
      ],
    },
    {
      kind: "text",
      heading: "How it works in an emergency",
      paragraphs: [
        "If you see someone who is unconscious and not breathing normally, call the emergency number first. If someone else is with you, one person stays with the casualty and starts cardiopulmonary resuscitation while the other goes for the defibrillator.",
        "Open DEA-R: using your GPS location, the app finds the nearest automated external defibrillator (AED) among all those it has catalogued.",
        "Follow the path that augmented reality draws over the camera image until you reach the AED. Take it to the casualty, switch it on and follow its voice prompts until help arrives.",
      ],
    },
    {
      kind: "buttons",
      buttons: [{ label: "CONTACT US", action: { kind: "contact", topic: "health" } }],
    },
  ],
};
