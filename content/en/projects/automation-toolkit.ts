import type { ProjectPage } from "../../types";
import { unityAssetStoreUrl } from "../../external-urls";
import { toolkitVideos } from "../../videos";

export const project: ProjectPage = {
  slug: "automation-toolkit",
  title: "Automation Toolkit for Unity",
  description: "A Unity tool that sends events, structured data and media to webhooks and automation platforms.",
  category: "Developer tools",
  tech: ["Unity", "C#", "Webhooks", "JSON", "REST"],
  image: {
    src: "/portfolio/automation-toolkit.svg",
    alt: "Diagram of a Unity application sending events, data and media to a webhook",
  },
  sections: [
    {
      kind: "video-carousel",
      heading: "See it in action",
      videos: [
        {
          ...toolkitVideos["toolkit-events"],
          title: "Sending events",
          description:
            "How an action inside a Unity application triggers an event that reaches your webhook straight away.",
        },
        {
          ...toolkitVideos["toolkit-data"],
          title: "Structured data",
          description: "How the data from a session is packaged as JSON and sent to your automation platform.",
        },
        {
          ...toolkitVideos["toolkit-media"],
          title: "Media files",
          description:
            "How screenshots and recordings are captured and sent from the application without writing extra code.",
        },
      ],
      previousLabel: "Previous video",
      nextLabel: "Next video",
      thumbnailsLabel: "Choose a video",
    },
    {
      kind: "cards",
      heading: "Features",
      intro:
        "Everything you need to connect your Unity project with the tools you already use, without running your own server.",
      cards: [
        {
          title: "Event triggers",
          text: "Fire an event when something happens in your application: a session starts, a task is completed or the user presses a button.",
        },
        {
          title: "Structured JSON payloads",
          text: "Send the information you choose as JSON so that any platform can read and process it without conversion.",
        },
        {
          title: "Media uploads",
          text: "Upload screenshots and recordings made during the experience together with the data that goes with them.",
        },
        {
          title: "Works with webhooks and automation platforms",
          text: "Works with any service that accepts HTTP requests, so you can connect your application to your workflows.",
        },
        {
          title: "Set up in the editor",
          text: "Define destinations, events and data from the Unity editor, with no programming required.",
        },
        {
          title: "Retries and logging",
          text: "If a delivery fails it is retried automatically, and every delivery is logged so that you can review it.",
        },
      ],
    },
    {
      kind: "cards",
      heading: "Use cases",
      cards: [
        {
          title: "Training analytics from VR sessions",
          text: "Collect what happens in each immersive training session and send it to your spreadsheets, dashboards or management systems to analyse each participant's progress.",
        },
        {
          title: "Automated reports and notifications",
          text: "Produce a report at the end of each session and notify your team through the channels it already uses, with no manual work.",
        },
      ],
    },
    {
      kind: "buttons",
      buttons: [
        {
          label: "VIEW ON UNITY ASSET STORE",
          action: { kind: "external", url: unityAssetStoreUrl },
        },
        {
          label: "DOWNLOAD NOW",
          action: { kind: "external", url: unityAssetStoreUrl },
        },
        {
          label: "VIEW DOCUMENTATION",
          action: { kind: "contact", topic: "automation-toolkit-documentation" },
        },
      ],
    },
  ],
};
