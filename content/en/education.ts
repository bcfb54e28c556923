import type { SectionsPage } from "../types";
import { programmeVideos } from "../videos";

export const education: SectionsPage = {
  image: {
    src: "/education/hero.svg",
    alt: "Illustration of a classroom where pupils wear virtual reality headsets",
  },
  sections: [
    {
      kind: "experiences",
      heading: "Classroom experiences",
      intro: "Three experiences to work on in class. Each session lasts 120 minutes, with groups of 15 to 25 pupils.",
      experiences: [
        {
          title: "Basic Life Support",
          subtitle: "Cardiopulmonary resuscitation and the defibrillator",
          description:
            "Pupils learn what to do in a cardiac arrest: call 112, give chest compressions and use the defibrillator (AED). They practise it step by step in a virtual scene.",
          benefits: [
            "Practise cardiopulmonary resuscitation (CPR)",
            "Know how to use a defibrillator (AED)",
            "Call 112 and explain what is happening",
            "Gain the confidence to act in an emergency",
          ],
          minutes: 120,
          ages: { min: 12, max: 18 },
          comingSoon: false,
          image: {
            src: "/education/basic-life-support.svg",
            alt: "Illustration of a pupil wearing a virtual reality headset and practising CPR on a manikin",
          },
          link: { label: "Practise the rhythm with your class in the simulator", pageId: "classroom" },
        },
        {
          title: "Waste Management",
          subtitle: "Recycling and caring for the environment",
          description:
            "An experience to learn how to sort waste and understand why it matters. Pupils sort what they find in a virtual scene.",
          benefits: [
            "Put each type of waste in the right container",
            "Understand the impact of waste on the environment",
            "Build recycling habits",
          ],
          minutes: 120,
          ages: { min: 12, max: 18 },
          comingSoon: true,
          image: {
            src: "/education/waste-management.svg",
            alt: "Illustration of a pupil sorting waste into coloured recycling containers in a virtual scene",
          },
        },
        {
          title: "Fire Extinction",
          subtitle: "Fire prevention and using an extinguisher",
          description:
            "An experience to learn how to react to a small fire and how to use an extinguisher. Pupils practise it in virtual reality, with no risk at all.",
          benefits: [
            "Recognise fire hazards",
            "Use a fire extinguisher correctly",
            "Know when to put out a fire and when to evacuate",
          ],
          minutes: 120,
          ages: { min: 14, max: 18 },
          comingSoon: true,
          image: {
            src: "/education/fire-extinction.svg",
            alt: "Illustration of a pupil using a fire extinguisher on a small virtual fire",
          },
        },
      ],
    },
    {
      kind: "text",
      heading: "A free CPR lesson for the whole class, with phones",
      paragraphs: [
        "Alongside the headsets, the classroom simulator is free. Open a class, project its code, and each pupil joins from a phone, with no accounts and no personal data. In one lesson the whole class practises the rhythm of chest compressions, and your screen shows you who needs help.",
        "Start with a test round, let them practise with feedback, then test again: at the end you have the class's before and after, ready to print.",
      ],
    },
    { kind: "buttons", buttons: [{ label: "Open a class", action: { kind: "page", pageId: "classroom" } }] },
    {
      kind: "cards",
      heading: "Why learn with virtual reality",
      intro: "Virtual reality turns theory into practice that pupils experience for themselves.",
      cards: [
        {
          title: "Learning by doing",
          text: "Pupils practise in a safe environment, where making mistakes is part of learning.",
        },
        {
          title: "Everyone takes part",
          text: "The headsets are passed around the group so that every pupil does the practice, not just a few.",
        },
        {
          title: "Fits the curriculum",
          text: "The experiences come with teaching material to prepare the session and work on the content in class.",
        },
        {
          title: "No special installation",
          text: "The headsets are standalone: all you need is a clear space in the classroom.",
        },
      ],
    },
    {
      kind: "list",
      heading: "Weekly rental of virtual reality headsets",
      intro:
        "Your school rents a box of four virtual reality headsets for one week, with the teaching material to use them in class.",
      items: [
        "Four standalone virtual reality headsets",
        "The experiences installed and ready to use",
        "Teaching material and a guide for teachers",
        "A transport box to receive and return the equipment",
        "Return shipping at no extra cost",
      ],
    },
    {
      kind: "stats",
      heading: "The kit in figures",
      stats: [
        { value: "120 min", label: "per session" },
        { value: "12–18", label: "years old" },
        { value: "15–25", label: "pupils per group" },
        { value: "4", label: "virtual reality headsets per box" },
        { value: "7", label: "days of rental" },
      ],
    },
    {
      kind: "steps",
      heading: "How it works",
      intro: "Four steps, from booking to return.",
      steps: [
        {
          title: "Book",
          text: "Choose the week that best fits your timetable and book the kit.",
        },
        {
          title: "Receive the equipment",
          text: "The headsets arrive at your school in their transport box, with the experiences installed and the teaching material.",
        },
        {
          title: "Use it for seven days",
          text: "Plan the sessions with your groups throughout the week.",
        },
        {
          title: "Send it back",
          text: "Pack the equipment back into the box and send it to us, at no extra cost.",
        },
      ],
    },
    {
      kind: "video",
      heading: "What a session looks like",
      video: {
        ...programmeVideos["first-aiducation-demo"],
        title: "First Aiducation demo",
        description: "How pupils practise basic life support with the virtual reality headsets.",
      },
    },
    {
      kind: "faq",
      heading: "Frequently asked questions",
      group: "education-faq",
      items: [
        {
          value: "item-0",
          question: "Which ages are the experiences designed for?",
          answer: "For pupils aged 12 to 18. The fire extinction experience is designed for pupils aged 14 to 18.",
        },
        {
          value: "item-1",
          question: "How long does a session last and how many pupils take part?",
          answer: "Each session lasts 120 minutes and is designed for groups of 15 to 25 pupils.",
        },
        {
          value: "item-2",
          question: "What does the school need?",
          answer:
            "A clear space in the classroom and an adult to supervise the session. The headsets are standalone: you need no computer and no special installation.",
        },
        {
          value: "item-3",
          question: "How do booking and returning the kit work?",
          answer:
            "You book the week you prefer, receive the kit at your school and use it for seven days. Then you send it back in its transport box, at no extra cost.",
        },
        {
          value: "item-4",
          question: "Are the waste and fire experiences available yet?",
          answer:
            "Not yet: Waste Management and Fire Extinction are coming soon. You can book the Basic Life Support experience today.",
        },
        {
          value: "item-5",
          question: "Is teaching material included?",
          answer:
            "Yes. The kit includes teaching material and a guide for teachers. For any other question, such as the price, contact us.",
        },
      ],
    },
    {
      kind: "buttons",
      buttons: [
        { label: "Book the kit", action: { kind: "contact", topic: "education-rental" } },
        { label: "Discover First Aiducation", action: { kind: "page", pageId: "first-aiducation" } },
        { label: "Use the simulator in class", action: { kind: "page", pageId: "classroom" } },
        { label: "Contact us", action: { kind: "page", pageId: "contact" } },
      ],
    },
  ],
};
