import type { ProjectPage } from "../../types";
import { featuredVideos } from "../../videos";

export const project: ProjectPage = {
  slug: "kalyan",
  title: "Kalyan",
  description:
    "VR therapy for children with cancer, bereaved mothers and people who are terminally ill, with art therapy and emotional-state measurement.",
  category: "Health",
  tech: ["Virtual reality", "Art therapy", "Emotional measurement", "Clinical research"],
  image: {
    src: "/portfolio/kalyan.svg",
    alt: "Illustration of a calm virtual environment with a person wearing a virtual reality headset",
  },
  sections: [
    {
      kind: "text",
      heading: "Therapeutic approach",
      paragraphs: [
        "Kalyan is a virtual reality therapy platform designed to support children with cancer, bereaved mothers and people who are terminally ill through particularly difficult moments.",
        "It combines calm virtual environments with art therapy activities and emotional-state measurement, giving the professionals who care for each person one more tool in their work. The platform does not replace clinical care: it complements it.",
      ],
    },
    {
      kind: "cards",
      heading: "Art therapy components",
      intro: "Art as a way to express what is sometimes hard to put into words.",
      cards: [
        {
          title: "Artistic creation in virtual reality",
          text: "Painting and shaping in a three-dimensional space, with no materials or physical limitations, within anyone's reach.",
        },
        {
          title: "Guided emotional expression",
          text: "Creative prompts that invite you to explore and express emotions safely and at your own pace.",
        },
        {
          title: "Emotional-state measurement",
          text: "The platform measures emotional state during the experience to follow how each person progresses.",
        },
        {
          title: "Professional support",
          text: "Sessions are planned together with the professionals caring for each patient, who adapt the experience to their needs.",
        },
      ],
    },
    {
      kind: "cards",
      heading: "Four environments",
      intro: "Calm virtual spaces in which to step away from the hospital setting.",
      cards: [
        {
          title: "Quiet forest",
          text: "Trees, soft light and the sounds of nature to help you breathe calmly.",
        },
        {
          title: "Seashore",
          text: "The rhythm of the waves keeps you company as you relax and let your thoughts drift by.",
        },
        {
          title: "Garden",
          text: "A colourful place in which to create and watch what you imagine grow.",
        },
        {
          title: "Starry sky",
          text: "An open, peaceful space for reflection and rest.",
        },
      ],
    },
    {
      kind: "cards",
      heading: "Clinical benefits",
      intro: "What the platform aims to bring to patients, families and professionals.",
      cards: [
        {
          title: "Less anxiety",
          text: "Immersive environments help to reduce the anxiety associated with treatment and hospital stays.",
        },
        {
          title: "Emotional wellbeing",
          text: "Art therapy offers a space to express emotions and find moments of calm.",
        },
        {
          title: "Treatment adherence",
          text: "An engaging, gentle experience encourages patients to keep up with their planned sessions.",
        },
        {
          title: "Quality of life",
          text: "Small moments of escape and creativity that help to improve day-to-day life.",
        },
      ],
    },
    {
      kind: "stats",
      heading: "Research results",
      intro: "Project indicators, gathered together with the participating medical centres.",
      stats: [
        { value: "70%", label: "improvement in emotional wellbeing" },
        { value: "85%", label: "reduction in anxiety" },
        { value: "90%", label: "treatment adherence" },
        { value: "60%", label: "improvement in quality of life" },
        { value: "+50", label: "patients" },
        { value: "95%", label: "professional satisfaction" },
        { value: "3", label: "medical centres" },
      ],
    },
    {
      kind: "text",
      heading: "Collaboration with a research centre",
      paragraphs: [
        "Kalyan has been developed together with a research technology centre, which brings the rigour needed to design the emotional-state measurement and evaluate the results.",
        "This collaboration combines our experience in virtual reality with scientific knowledge, so that every design decision responds to the real needs of patients and professionals.",
      ],
    },
    {
      kind: "testimonial",
      heading: "What our clients say",
      text: "Virtual reality has given us a new way to support our patients. The sessions offer them a moment of calm and a space to express themselves, and give us useful information about how they are feeling.",
      author: "Partner clinical team",
      role: "Medical centre",
      since: "Client since 2023",
    },
    {
      kind: "video",
      heading: "Watch the project",
      video: {
        ...featuredVideos["therapy-rehabilitation"],
        title: "Cultural therapy and cognitive rehabilitation",
        description: "Virtual environments that support therapy and rehabilitation through art and culture.",
      },
    },
    {
      kind: "buttons",
      buttons: [
        { label: "START THERAPY", action: { kind: "contact", topic: "kalyan-therapy" } },
        { label: "REQUEST CLINICAL DEMO", action: { kind: "contact", topic: "kalyan-clinical-demo" } },
        { label: "CONTACT NOW", action: { kind: "contact", topic: "kalyan" } },
      ],
    },
  ],
};
