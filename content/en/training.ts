import type { SectionsPage } from "../types";
import { programmeVideos } from "../videos";

export const training: SectionsPage = {
  image: {
    src: "/training/hero.svg",
    alt: "Illustration of a company training room where several adults use virtual reality headsets",
  },
  sections: [
    {
      kind: "cards",
      heading: "Training areas",
      intro: "Hands-on virtual reality training, so your team can rehearse what they will later have to do for real.",
      cards: [
        {
          title: "Basic life support",
          text: "Cardiopulmonary resuscitation, using the defibrillator and calling the emergency number, so that your workplace has people ready to act.",
        },
        {
          title: "Occupational risk prevention and safety",
          text: "Emergency drills, evacuation and responding to a fire in virtual reality, without interrupting the work on site.",
        },
        {
          title: "Technical and industrial training",
          text: "Procedures and machinery operation practised in virtual reality, without stopping production and with no risk to people or equipment.",
        },
      ],
    },
    {
      kind: "video",
      heading: "Basic life support with virtual reality",
      video: {
        ...programmeVideos["basic-life-support"],
        title: "Basic life support",
        description:
          "The steps of cardiopulmonary resuscitation and using the defibrillator, practised in virtual reality.",
      },
    },
    {
      kind: "buttons",
      buttons: [{ label: "NeoSalus basic life support course", action: { kind: "page", pageId: "course" } }],
    },
    {
      kind: "cards",
      heading: "How we work",
      intro: "We adapt to what your organisation needs, from a ready-made course to a project of your own.",
      cards: [
        {
          title: "Ready-made courses",
          text: "Licences for our virtual reality courses, so your team can start training without waiting for custom development.",
        },
        {
          title: "Custom content",
          text: "We develop your own training with you, built around your procedures, your facilities and your equipment.",
        },
        {
          title: "Equipment and sessions",
          text: "We rent out the virtual reality headsets or run the sessions at your company, whichever suits you best.",
        },
        {
          title: "Follow-up and support",
          text: "We support you during the roll-out and afterwards, with updates and answers to your questions.",
        },
      ],
    },
    {
      kind: "cards",
      heading: "Who it is for",
      cards: [
        {
          title: "Companies",
          text: "Industry, logistics and offices that want to train their teams in safety and in their own procedures.",
        },
        {
          title: "Training providers and prevention services",
          text: "Organisations that deliver training or occupational risk prevention and want to add virtual reality to their courses.",
        },
        {
          title: "Hospitals and health centres",
          text: "Healthcare teams that need to practise and refresh life support procedures.",
        },
        {
          title: "Schools and public administrations",
          text: "Schools and public bodies that train their staff or the public.",
        },
      ],
    },
    {
      kind: "stats",
      heading: "Project timescales",
      intro: "The timescale depends on the scope of the content and how much it needs adapting to your organisation.",
      stats: [
        { value: "4–8", label: "weeks for a simple project" },
        { value: "3–6", label: "months for a complex project" },
      ],
    },
    {
      kind: "buttons",
      buttons: [
        { label: "Request a demo", action: { kind: "contact", topic: "training-demo" } },
        { label: "Request the catalogue", action: { kind: "contact", topic: "training-catalogue" } },
        { label: "Schedule a meeting", action: { kind: "contact", topic: "meeting" } },
        { label: "Contact us", action: { kind: "page", pageId: "contact" } },
      ],
    },
  ],
};
