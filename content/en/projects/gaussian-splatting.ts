import type { ProjectPage } from "../../types";
import { featuredVideos } from "../../videos";

export const project: ProjectPage = {
  slug: "gaussian-splatting",
  title: "Gaussian Splatting",
  description:
    "We reconstruct a city in 3D from photographs and render it with photorealistic quality so you can explore it in virtual reality.",
  category: "3D visualisation",
  tech: ["Gaussian Splatting", "Unity", "VR", "Photogrammetry"],
  image: {
    src: "/portfolio/gaussian-splatting.svg",
    alt: "Illustration of a city reconstructed in 3D",
  },
  sections: [
    {
      kind: "cards",
      heading: "Key features",
      cards: [
        {
          title: "Photorealistic Quality",
          text: "The city is reconstructed from real photographs, so it keeps its textures, light and detail just as they are.",
        },
        {
          title: "Real time",
          text: "The scene renders at over 60 FPS in virtual reality, so you can move through it smoothly.",
        },
        {
          title: "Scalability",
          text: "The same technique works for a single building, a neighbourhood or a whole city, depending on what you need to show.",
        },
      ],
    },
    {
      kind: "text",
      heading: "The science behind Gaussian splatting",
      paragraphs: [
        "Gaussian splatting represents a scene with millions of 3D Gaussians: small, semi-transparent ellipsoids, each with its own position, shape, colour and opacity. They are all derived from photographs of the place taken from many angles.",
        "An optimisation process adjusts these Gaussians until, seen from the position of each camera, they reproduce the original photographs. The result is a digital copy of the real space that you can view from any point of view.",
        "Unlike NeRF, which stores the scene inside a neural network and has to query it point by point to work out each pixel, Gaussians are projected and blended directly onto the screen. That is why the image is produced much faster and the scene can be explored in virtual reality in real time.",
      ],
    },
    {
      kind: "stats",
      heading: "In figures",
      stats: [
        { value: "1,000x", label: "faster than traditional NeRF" },
        { value: "4K+", label: "image quality" },
        { value: "90%", label: "less rendering time" },
        { value: ">60 FPS", label: "in virtual reality" },
      ],
    },
    {
      kind: "cards",
      heading: "Applications",
      intro: "A real place reconstructed in detail opens the door to many uses.",
      cards: [
        {
          title: "Virtual Tourism",
          text: "Visit streets, squares and monuments from anywhere, or discover a destination before you travel.",
        },
        {
          title: "Architecture",
          text: "Show a site exactly as it is and present projects in their real context.",
        },
        {
          title: "Entertainment",
          text: "Turn real places into settings for immersive experiences, events and interactive content.",
        },
        {
          title: "Education",
          text: "Bring historic, urban or natural spaces into the classroom for pupils to explore first-hand.",
        },
      ],
    },
    {
      kind: "video",
      heading: "Watch the demo",
      video: {
        ...featuredVideos["gaussian-splatting"],
        title: "3D rendering with Gaussian splatting",
        description: "A virtual reality tour of a city reconstructed with photorealistic quality.",
      },
    },
    {
      kind: "buttons",
      buttons: [
        { label: "EXPLORE DEMO", action: { kind: "contact", topic: "gaussian-splatting-demo" } },
        { label: "REQUEST CONSULTATION", action: { kind: "contact", topic: "gaussian-splatting-consultation" } },
        { label: "TECHNICAL DOCUMENTATION", action: { kind: "contact", topic: "gaussian-splatting-documentation" } },
      ],
    },
  ],
};
