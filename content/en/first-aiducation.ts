import type { FirstAiducationContent } from "../types";
import { programmeVideos } from "../videos";

export const firstAiducation: FirstAiducationContent = {
  image: {
    src: "/portfolio/first-aiducation.svg",
    alt: "Illustration of a virtual reality headset next to a heart and an electrocardiogram trace",
  },
  sections: [
    {
      kind: "stats",
      heading: "Why learn basic life support",
      intro: "In a cardiac arrest, what the people nearby do in the first few minutes can make the difference.",
      stats: [
        { value: "85%", label: "retention of what is learned with immersive practice" },
        { value: "90%", label: "retention when you learn by doing" },
        { value: "70,000", label: "cardiac arrests every year" },
      ],
    },
    {
      kind: "cards",
      heading: "What you learn",
      intro: "The three steps of basic life support, practised in virtual reality.",
      cards: [
        {
          title: "Cardiopulmonary resuscitation",
          text: "Where to place your hands, how deep to press on the chest and how to keep a rate of 100–120 compressions per minute.",
        },
        {
          title: "Using the defibrillator",
          text: "How to switch on the automated external defibrillator (AED), follow its voice instructions and place the pads.",
        },
        {
          title: "Calling 112",
          text: "What to say when you call the emergency number, and why you should stay on the line until you are told otherwise.",
        },
      ],
    },
    {
      kind: "cards",
      heading: "How the programme works",
      intro: "A way to learn by doing, designed for the classroom and for teams at work.",
      cards: [
        {
          title: "Realistic scenarios",
          text: "With the virtual reality headset on, you face an emergency and decide what to do at each moment.",
        },
        {
          title: "Rhythm under control",
          text: "While you do the compressions, the programme tells you if you are going too fast or too slow.",
        },
        {
          title: "Risk-free practice",
          text: "You can make mistakes and start again as many times as you need, with no pressure.",
        },
        {
          title: "Material for teachers",
          text: "Teaching material and resources to prepare the session and go over what was learned afterwards.",
        },
      ],
    },
    {
      kind: "video",
      heading: "See First Aiducation in action",
      video: {
        ...programmeVideos["first-aiducation-demo"],
        title: "First Aiducation in action",
        description: "What a basic life support session with virtual reality headsets looks like.",
      },
    },
  ],
  game: {
    heading: "Test your rhythm",
    intro:
      "Practise chest compressions at the right rate, 100 to 120 per minute, using the button or the space bar. From 30 compressions you get a score and can put your name on this week's leaderboard. On a phone you can also measure how deep you push: hold it screen up between your hands and a firm cushion or a manikin, never on a person; each compression's depth is an estimate, to within about ±5 mm. It is practice only: it does not replace a real course.",
    leaderboardHeading: "This week's leaderboard",
    leaderboardIntro: "The ten best scores since Monday; the board starts again every Monday at 00:00, Madrid time.",
  },
  closing: [
    {
      kind: "text",
      heading: "Practise with your class",
      paragraphs: [
        "Open a class in the simulator: your pupils join from their phones with a code, practise the rhythm of chest compressions, and you see the results on your screen or on the projector. No accounts and no personal data; everything is deleted after 30 days.",
      ],
    },
    {
      kind: "buttons",
      buttons: [{ label: "Open a class in the simulator", action: { kind: "page", pageId: "classroom" } }],
    },
    {
      kind: "text",
      heading: "Bring it to your school or company",
      paragraphs: [
        "Schools can rent the kit for a week: a box of four virtual reality headsets with teaching material, for 120-minute sessions with groups of 15 to 25 pupils.",
        "Companies can include First Aiducation in their teams' training.",
      ],
    },
    {
      kind: "buttons",
      buttons: [
        { label: "Ask for information", action: { kind: "contact", topic: "first-aiducation" } },
        { label: "Programmes for schools", action: { kind: "page", pageId: "education" } },
        { label: "Programme resources", action: { kind: "page", pageId: "resources" } },
        { label: "Contact us", action: { kind: "page", pageId: "contact" } },
      ],
    },
  ],
};
