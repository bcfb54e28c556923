import type { CourseContent } from "../types";

export const course: CourseContent = {
  image: {
    src: "/course/hero.svg",
    alt: "Illustration of a path of six connected stations leading to a heart, next to a virtual reality headset",
  },
  steps: [
    {
      id: 0,
      title: "Introduction",
      icon: "intro",
      description: "What you will learn and how the course is organised.",
    },
    {
      id: 1,
      title: "BLS videos",
      icon: "video",
      description: "The two basic life support videos: cardiopulmonary resuscitation and the defibrillator.",
    },
    {
      id: 2,
      title: "Compression simulator",
      icon: "heart",
      description: "Practise the rhythm of chest compressions for one minute.",
    },
    {
      id: 3,
      title: "Using the VR headset",
      icon: "headset",
      description: "Five tutorials on the virtual reality headsets, then confirm the virtual phase.",
    },
    {
      id: 4,
      title: "Manuals and guidelines",
      icon: "book",
      description: "The ERC 2025 guidelines and the programme's PDF manuals.",
    },
    {
      id: 5,
      title: "Rate your experience",
      icon: "star",
      description: "Tell us what you thought of the course.",
    },
  ],
  introduction: {
    paragraphs: [
      "Welcome to NeoSalus. You will go over what to do in a cardiac arrest and get ready to practise it with the virtual reality headsets.",
      "You will watch the basic life support videos, practise the rhythm of chest compressions, learn to use the headsets and have the manuals to hand. Go at your own pace: you can come back to any step whenever you like.",
      "NeoSalus is a training aid and does not replace an accredited basic life support course.",
    ],
    start: "Start course",
  },
  svb: {
    paragraphs: [
      "Start with the essentials: call 112, press on the centre of the chest and use the defibrillator as soon as it arrives.",
      "Both videos are in Spanish. Take your time and watch them as often as you need before moving on to the simulator.",
    ],
    thumbnailsLabel: "Choose a video",
  },
  simulator: {
    goal: "Your goal: keep a rate of 100 to 120 compressions per minute for one minute.",
    tips: [
      "Press the Compress button (or the space bar or Enter) each time you would give a compression. The simulator tells you whether each one is on the beat, slow or fast.",
      "Aim for a steady beat of almost two compressions a second, and keep it up until the end.",
      "On a real person, press 5 to 6 cm deep in the centre of the chest and let the chest come back up after each compression.",
      "On a phone you can choose to measure depth: hold it screen up between your hands and a firm cushion or a manikin, never on a person. The depth it shows for each compression is an estimate, to within about ±5 mm.",
      "Press Stop after a minute, or keep going up to 120 compressions, and you will see your score. If it does not go well the first time, try again.",
    ],
  },
  devices: {
    paragraphs: [
      "These five tutorials, in Spanish, show you how to use the virtual reality headsets: from putting one on for the first time to cleaning it and packing it away.",
      "The troubleshooting tutorial is optional: keep it to hand in case something does not work.",
      "Once you have practised with the headset, confirm it below.",
    ],
    thumbnailsLabel: "Choose a tutorial",
    slideLabel: "Slide to confirm: I have completed the virtual phase",
    completed: "✓ Virtual phase completed",
    confirmButton: "I have completed the virtual phase",
  },
  guidelines: {
    paragraphs: [
      "The European Resuscitation Council (ERC) 2025 guidelines set out how to act in a cardiac arrest, based on the latest evidence.",
      "They open in a new tab, so you can read them without leaving the course.",
    ],
    cover: {
      src: "/course/guidelines-cover.svg",
      alt: "Abstract cover with a heart, an electrocardiogram line, hands on a chest and the number 2025",
    },
    button: "Open the ERC 2025 guidelines",
    manualsIntro:
      "Here are the programme's three PDF manuals too, to download, print or look up whenever you need them.",
  },
  finish: {
    ratingHeading: "What did you think of the course?",
    congratulationsHeading: "Well done, you have completed NeoSalus!",
    congratulations: [
      "You now know the steps of basic life support: call 112, give compressions at 100 to 120 per minute and use the defibrillator as soon as it arrives.",
      "Go over them from time to time and, if you can, complete your training with an accredited course.",
    ],
    restart: "Start again",
    backToTraining: "Back to corporate training",
  },
};
