import type { ProjectPage } from "../../types";
import { featuredVideos } from "../../videos";

export const project: ProjectPage = {
  slug: "artist-vr",
  title: "Art in virtual reality",
  description:
    "An interactive VR catalogue to explore an artist's work, create your own and receive a personal interpretation made with AI.",
  category: "Art and culture",
  tech: ["Virtual reality", "Artificial intelligence", "Digital art", "Interactive experience"],
  image: {
    src: "/portfolio/artist-vr.svg",
    alt: "Illustration of a virtual art gallery with works on the walls and a person wearing a virtual reality headset",
  },
  sections: [
    {
      kind: "text",
      heading: "About the artist",
      paragraphs: [
        "The artist has shown their work in more than 50 exhibitions over the course of their career.",
        "With this project, developed together with an art school and the artist, the catalogue makes the leap into virtual reality: it is no longer just looked at from the outside, but walked through, experienced and used as inspiration to create.",
      ],
    },
    {
      kind: "partners",
      heading: "In collaboration with",
      partners: [
        { name: "Partner art school", logo: "/portfolio/partners/school.svg" },
        { name: "The artist", logo: "/portfolio/partners/artist.svg" },
      ],
    },
    {
      kind: "cards",
      heading: "The experience",
      intro: "Three moments that turn a visit to an exhibition into something personal.",
      cards: [
        {
          title: "Explore the catalogue",
          text: "Walk through the artist's work in a virtual gallery and get as close to each piece as you like, at your own pace.",
        },
        {
          title: "Create your artwork",
          text: "Take inspiration from what you have seen and create your own artwork inside virtual reality, with no previous experience needed.",
        },
        {
          title: "Receive your interpretation",
          text: "The experience is designed so that, when you finish, you receive by email a personal interpretation of your artwork generated with artificial intelligence.",
        },
      ],
    },
    {
      kind: "cards",
      heading: "The virtual gallery",
      intro: "Six spaces to discover the artist's catalogue from different angles.",
      cards: [
        {
          title: "Welcome room",
          text: "The starting point: an introduction to the artist's career and to how to move around the gallery.",
        },
        {
          title: "Portrait room",
          text: "A space devoted to the human figure, where you can pause on every gaze and every gesture.",
        },
        {
          title: "Landscape room",
          text: "Works that open windows onto other places, shown at a large scale so you feel you are inside them.",
        },
        {
          title: "Colour room",
          text: "A journey through the way the artist works with colour and light.",
        },
        {
          title: "Creative workshop",
          text: "The space where you go from visitor to creator and shape your own artwork.",
        },
        {
          title: "Final exhibition room",
          text: "A place to contemplate your creation before the experience comes to an end.",
        },
      ],
    },
    {
      kind: "cards",
      heading: "Technical innovation",
      intro: "Technology at the service of art, so the experience feels natural from the very first minute.",
      cards: [
        {
          title: "Virtual reality interaction",
          text: "Intuitive controls to move around the gallery, look at the works up close and create with your own hands.",
        },
        {
          title: "Artificial intelligence interpretation",
          text: "An artificial intelligence model analyses the artwork you create and writes a personal interpretation just for you.",
        },
        {
          title: "Cross-platform delivery",
          text: "The experience adapts to different devices so it can be taken to schools, exhibitions and events.",
        },
      ],
    },
    {
      kind: "video",
      heading: "Watch the experience",
      video: {
        ...featuredVideos["artistic-vr"],
        title: "Art in virtual reality",
        description: "An interactive catalogue in which each visitor explores an artist's work and creates their own.",
      },
    },
    {
      kind: "buttons",
      buttons: [
        { label: "EXPERIENCE VR", action: { kind: "contact", topic: "artist-vr-experience" } },
        { label: "BOOK VR SESSION", action: { kind: "contact", topic: "artist-vr-session" } },
        { label: "MEET THE ARTIST", action: { kind: "contact", topic: "artist-vr-artist" } },
      ],
    },
  ],
};
