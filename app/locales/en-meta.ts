import type { MetaMessages } from "./es-meta";

// English titles and descriptions of every page: the same keys as es-meta.ts, checked by `satisfies`.

export const enMeta = {
  pageMeta: {
    home: {
      title: "Estudio XR · Virtual, augmented and mixed reality",
      description:
        "Virtual, augmented and mixed reality experiences and training for businesses, schools and healthcare organisations in Catalonia.",
    },
    portfolio: {
      title: "Success cases · Estudio XR",
      description:
        "Extended reality projects by Estudio XR: first-aid training, art, therapy, emergencies, workflow automation and 3D reconstruction.",
    },
    "portfolio-first-aiducation": {
      title: "First Aiducation among our success cases · Estudio XR",
      description:
        "First Aiducation: a virtual reality basic life support programme covering CPR, defibrillator use and the emergency call.",
    },
    "portfolio-artist-vr": {
      title: "Art in virtual reality · Estudio XR",
      description:
        "An interactive virtual reality catalogue of an artist's work, created in collaboration with an art school and the artist.",
    },
    "portfolio-automation-toolkit": {
      title: "Automation Toolkit for Unity · Estudio XR",
      description:
        "A Unity tool that sends events, structured data and media files to webhooks and workflow automation platforms.",
    },
    "portfolio-kalyan": {
      title: "Kalyan: virtual reality therapy · Estudio XR",
      description:
        "A virtual reality therapy platform with art therapy and emotional-state measurement, developed with a research technology centre.",
    },
    "portfolio-dea-r": {
      title: "DEA-R: defibrillators and augmented reality",
      description:
        "DEA-R finds the nearest defibrillator by GPS and guides you to it with augmented reality navigation during an emergency.",
    },
    "portfolio-gaussian-splatting": {
      title: "Gaussian Splatting: a city in VR · Estudio XR",
      description:
        "3D reconstruction and rendering of a city in virtual reality with Gaussian splatting, with photorealistic quality in real time.",
    },
    "first-aiducation": {
      title: "First Aiducation: basic life support in VR",
      description:
        "Learn basic life support with virtual reality: cardiopulmonary resuscitation, defibrillator use and calling the emergency number.",
    },
    classroom: {
      title: "First Aiducation in class: the simulator with your pupils",
      description:
        "Open a session of the chest-compression simulator for your class and see its results, with no accounts and no personal data.",
    },
    resources: {
      title: "First Aiducation resources · Estudio XR",
      description:
        "Basic life support videos, virtual reality headset tutorials and PDF manuals of the First Aiducation programme (videos in Spanish).",
    },
    course: {
      title: "NeoSalus basic life support course",
      description:
        "A six-step self-training course: basic life support videos, a compression simulator, VR headset use and manuals (videos in Spanish).",
    },
    education: {
      title: "Education: virtual reality for schools",
      description:
        "Virtual reality programmes for pupils aged 12 to 18: basic life support with a weekly kit of four VR headsets and teaching material.",
    },
    training: {
      title: "Corporate training with virtual reality",
      description:
        "Corporate virtual reality training: basic life support and custom content for teams in companies, hospitals and municipalities.",
    },
    contact: {
      title: "Contact · Estudio XR",
      description:
        "Tell us about your virtual, augmented or mixed reality project. The first consultation is free and we reply within 24 hours.",
    },
    sitemap: {
      title: "Sitemap · Estudio XR",
      description:
        "Every page of the Estudio XR website: main pages, featured projects and virtual reality training resources, in one list.",
    },
    privacy: {
      title: "Privacy policy · Estudio XR",
      description:
        "What data the Estudio XR website stores, why, on which legal basis, for how long, and how to exercise your rights.",
    },
  },
} satisfies MetaMessages;
