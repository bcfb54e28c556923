import type { HomeContent } from "../types";
import { eventsVideos, featuredVideos } from "../videos";

export const home: HomeContent = {
  hero: {
    tagline: "Immerse yourself in virtual worlds that change the way you learn and work",
    lead: "We create virtual, augmented and mixed reality experiences and training for companies, schools and healthcare organisations.",
    quoteButton: "REQUEST QUOTE",
    sectionNavLabel: "On this page",
  },
  about: {
    heading: "About us",
    text: [
      "We transform the way companies, schools and healthcare organisations train, teach and communicate, with virtual, augmented and mixed reality solutions.",
      "We were founded in 2025 in Catalonia with a simple idea: immersive technology should be useful, accessible and adapted to what each organisation needs.",
    ],
    contactButton: "CONTACT US",
  },
  schools: {
    heading: "For schools: a CPR lesson with phones",
    text: "Open a class for free: your pupils join with a code from their phones and practise the rhythm of chest compressions while your screen shows you who needs help. For the whole class, in a lesson's time, with no accounts and no personal data.",
    button: "Open a class",
  },
  experience: {
    heading: "Our experience",
    intro: "Choose a video to see some of the projects we have developed.",
    thumbnailsLabel: "Choose a video",
    videos: [
      {
        ...featuredVideos["artistic-vr"],
        title: "Art in virtual reality",
        description: "An interactive catalogue in which each visitor explores an artist's work and creates their own.",
      },
      {
        ...featuredVideos["first-aid-vr"],
        title: "First aid in virtual reality",
        description: "Basic life support training to practise cardiopulmonary resuscitation and using a defibrillator.",
      },
      {
        ...featuredVideos["automation-toolkit"],
        title: "Workflow automation in Unity",
        description: "A Unity tool that sends events, data and media to webhooks and automation platforms.",
      },
      {
        ...featuredVideos["therapy-rehabilitation"],
        title: "Cultural therapy and cognitive rehabilitation",
        description: "Virtual environments that support therapy and rehabilitation through art and culture.",
      },
      {
        ...featuredVideos["gaussian-splatting"],
        title: "3D rendering with Gaussian splatting",
        description: "Photorealistic reconstruction of real places to explore them in virtual reality.",
      },
    ],
  },
  services: {
    heading: "Our services",
    intro: "We design immersive solutions for each sector, from a one-off event to a full training programme.",
    cards: [
      {
        title: "Virtual, mixed and augmented reality",
        subtitle: "Immersive technology tailored to you",
        description:
          "We develop virtual, mixed and augmented reality applications adapted to your goals, your audience and your devices.",
        gradient: "from-indigo-600 to-violet-500",
      },
      {
        title: "Events",
        subtitle: "Experiences people remember",
        description:
          "We bring virtual reality to trade fairs, presentations and events so that your audience experiences your brand first-hand.",
        gradient: "from-amber-500 to-rose-500",
        link: { label: "EVENTS", to: { kind: "anchor", id: "videos" } },
      },
      {
        title: "Industry",
        subtitle: "Industrial training",
        description:
          "We train your teams in safe virtual environments where they can practise procedures and hazardous situations without real consequences.",
        gradient: "from-slate-600 to-sky-600",
        link: { label: "INDUSTRY", to: { kind: "page", pageId: "training" } },
      },
      {
        title: "Education",
        subtitle: "Immersive learning",
        description: "We bring virtual reality experiences to schools so that pupils learn by doing.",
        gradient: "from-emerald-600 to-teal-500",
        link: { label: "EDUCATION", to: { kind: "page", pageId: "education" } },
      },
      {
        title: "Health",
        subtitle: "Therapy and rehabilitation",
        description:
          "We create virtual environments that support therapy and rehabilitation, designed together with professionals.",
        gradient: "from-rose-600 to-pink-500",
        link: { label: "HEALTH", to: { kind: "page", pageId: "portfolio-kalyan" } },
      },
    ],
  },
  customDevelopment: {
    heading: "Custom development for your company",
    intro: "If no standard solution fits your case, we work with you to develop the experience you need, step by step.",
    benefits: [
      {
        title: "Needs analysis",
        text: "We study your processes and goals to propose the solution that genuinely adds value.",
      },
      {
        title: "Custom virtual reality content",
        text: "We design scenarios, interactions and content built around your sector and your team.",
      },
      {
        title: "Integration with your systems",
        text: "We connect the experience with the tools and platforms you already use.",
      },
      {
        title: "Specialised team training",
        text: "We show your team how to use the solution and get the most out of it from day one.",
      },
      {
        title: "Dedicated technical support",
        text: "We are on hand with friendly technical support whenever you need it.",
      },
    ],
    button: "ASK ABOUT CUSTOM DEVELOPMENT",
    processHeading: "How we work",
    steps: [
      {
        title: "Initial consultation",
        text: "We discuss your project in a free first consultation and send you a no-commitment quote.",
      },
      {
        title: "Design and prototyping",
        text: "We define the experience and build a prototype to validate with you before full development.",
      },
      {
        title: "Implementation",
        text: "We develop the solution, test it and roll it out in your environment.",
      },
      {
        title: "Ongoing support",
        text: "We stay by your side after delivery with maintenance, updates and answers to your questions.",
      },
    ],
  },
  testimonials: {
    heading: "What our clients say",
    items: [
      {
        text: "The virtual reality training session was very practical: the team could repeat the procedures as many times as they wanted and came away more confident.",
        author: "Training coordinator",
        role: "Industrial company, Catalonia",
        rating: 5,
        initial: "T",
      },
      {
        text: "The basic life support programme in virtual reality caught my pupils' interest from the very first minute and helped them understand what to do in an emergency.",
        author: "Secondary school teacher",
        role: "Secondary school, Catalonia",
        rating: 5,
        initial: "S",
      },
    ],
  },
  whyUs: {
    heading: "Why choose us",
    blocks: [
      {
        title: "Leadership",
        text: "We champion extended reality as a tool for training and communication, and help each organisation take the first step.",
      },
      {
        title: "Experience",
        text: "We have developed projects for events, industry, education and health, and we bring what we have learnt to every new commission.",
      },
      {
        title: "Technology",
        text: "We work with virtual, augmented and mixed reality, and choose in each case the technology that best suits your goal.",
      },
      {
        title: "Commitment",
        text: "We are with you from the first consultation until after delivery, with a personal and transparent approach.",
      },
    ],
  },
  events: {
    heading: "Event videos",
    intro: "This is how audiences and attendees experience our virtual reality at events.",
    videos: [
      { ...eventsVideos["event-1"], title: "Virtual reality experience at an event" },
      { ...eventsVideos["event-2"], title: "Attendees trying virtual reality at an event" },
    ],
  },
  faq: {
    heading: "Frequently asked questions",
    items: [
      {
        value: "item-0",
        question: "Who are you and what do you offer?",
        answer:
          "We are an extended reality company founded in 2025 in Catalonia. We develop virtual, augmented and mixed reality experiences and training for companies, schools and healthcare organisations.",
      },
      {
        value: "item-1",
        question: "Why work with you?",
        answer:
          "Because we tailor each project to your needs, support you at every stage and stay by your side after delivery.",
      },
      {
        value: "item-2",
        question: "Which sectors do you work in?",
        answer:
          "We work in events, industrial training, education and health (therapy and rehabilitation), and we also take on custom development.",
      },
      {
        value: "item-3",
        question: "How long does a project take?",
        answer:
          "It depends on the scope: a basic augmented reality app can be ready in three to four weeks, while a complex virtual reality project usually takes between two and six months.",
      },
      {
        value: "item-4",
        question: "Do you offer support after development?",
        answer:
          "Yes. After delivery we provide technical support, maintenance and updates so that the solution keeps working well.",
      },
      {
        value: "item-5",
        question: "How can I request a quote?",
        answer:
          "Write to us using the contact form and we will reply within 24 hours. The initial consultation is free and the quote comes with no commitment.",
      },
    ],
  },
  contact: {
    heading: "Let's talk about your project",
    intro: "Tell us what you need and we will reply within 24 hours.",
  },
};
