import type { ShellMessages } from "./es";

// English interface strings shared by every page: the same keys as es.ts, checked by `satisfies`.

export const en = {
  brand: {
    tagline: "EXTENDED REALITY",
    homeLink: "(home page)",
  },
  breadcrumbs: {
    label: "Breadcrumb",
    home: "Home",
  },
  skipLink: "Skip to content",
  nav: {
    label: "Main",
    home: "HOME",
    portfolio: "SUCCESS CASES",
    education: "EDUCATION",
    contact: "CONTACT",
    training: "TRAINING",
    schools: "SCHOOLS",
    business: "BUSINESS",
    contactButton: "CONTACT US",
    menu: "Menu",
  },
  language: {
    label: "Language",
    es: "Español",
    en: "English",
    ca: "Català",
  },
  footer: {
    label: "Footer",
    siteLinks: "Site links",
    privacy: "Privacy policy",
    sitemap: "Sitemap",
    fundingLang: "en",
    funding:
      "Action funded by the Department of Business and Labour of the Government of Catalonia and co-financed by the European Social Fund Plus.",
    founded: "Founded in {{year}} in Catalonia.",
  },
  pages: {
    home: {
      heading: "Immerse yourself in virtual worlds that change the way you learn and work",
      intro:
        "We create virtual, augmented and mixed reality experiences for events, industry training, education and health.",
    },
    portfolio: {
      heading: "Success cases",
      intro:
        "Six virtual and augmented reality projects for education, culture, health, emergencies, industry and 3D visualisation.",
    },
    "portfolio-first-aiducation": {
      heading: "First Aiducation",
      intro:
        "A virtual reality programme to learn basic life support: cardiopulmonary resuscitation, defibrillator use and calling the emergency number.",
    },
    "portfolio-artist-vr": {
      heading: "Art in virtual reality",
      intro:
        "An interactive catalogue of an artist's work in which every visitor can create an artwork of their own in virtual reality.",
    },
    "portfolio-automation-toolkit": {
      heading: "Automation Toolkit for Unity",
      intro:
        "A Unity tool that connects your applications to webhooks and automation platforms through events, structured data and media.",
    },
    "portfolio-kalyan": {
      heading: "Kalyan",
      intro:
        "A virtual reality therapy platform for children with cancer, bereaved mothers and people who are terminally ill, with art therapy and emotional-state measurement.",
    },
    "portfolio-dea-r": {
      heading: "DEA-R",
      intro:
        "An application that finds the nearest defibrillator by GPS and guides you to it with augmented reality navigation.",
    },
    "portfolio-gaussian-splatting": {
      heading: "Gaussian Splatting",
      intro: "3D reconstruction and rendering of a city to explore in virtual reality with photorealistic quality.",
    },
    "first-aiducation": {
      heading: "First Aiducation",
      intro:
        "Basic life support with virtual reality: practise cardiopulmonary resuscitation, defibrillator use and the emergency call.",
    },
    classroom: {
      heading: "Simulator in the classroom",
      intro:
        "Open a session of the compression simulator for your class: pupils join with a code and you see the class's results.",
    },
    resources: {
      heading: "First Aiducation resources",
      intro:
        "Basic life support videos, virtual reality device tutorials and manuals to download. The videos are in Spanish.",
    },
    course: {
      heading: "NeoSalus course",
      intro:
        "A six-step self-training course on basic life support and the use of the virtual reality devices. The videos are in Spanish.",
    },
    education: {
      heading: "Education",
      intro:
        "Virtual reality programmes for pupils aged 12 to 18, with a weekly kit of four virtual reality headsets and teaching material.",
    },
    training: {
      heading: "Corporate training",
      intro:
        "Corporate training with virtual reality for companies, training providers, hospitals and public administrations.",
    },
    contact: {
      heading: "Contact",
      intro:
        "Tell us about your project. The first consultation is free, the quote comes with no commitment and we reply within 24 hours.",
    },
    sitemap: {
      heading: "Sitemap",
      intro: "Every page of this website, by category.",
    },
    privacy: {
      heading: "Privacy policy",
      intro: "What data we keep when you use this website, why, and how to exercise your rights.",
    },
  },
  sitemapPage: {
    date: "Date:",
    categories: {
      main: "Main pages",
      projects: "Featured projects",
      seo: "SEO resources",
    },
    files: {
      sitemapXml: "XML sitemap, for search engines",
      robotsTxt: "Instructions for search engines (robots.txt)",
    },
  },
  privacyPage: {
    contactLink: "Write to us about your personal data",
  },
  portfolioPage: {
    back: "Back to Portfolio",
    viewProject: "View project",
    technologies: "Technologies",
  },
  common: {
    opensInNewTab: "(opens in a new tab)",
  },
  notFound: {
    title: "Oops! Page not found",
    text: "The address you are looking for does not exist or has changed.",
    backHome: "Back to home",
  },
  error: {
    title: "Unexpected Application Error!",
    generic: "Something went wrong on the server. Please try again in a few minutes.",
    reference: "Error reference:",
    backHome: "Back to home",
  },
  forms: {
    honeypot: "Do not fill in this field",
    optional: "(optional)",
  },
  video: {
    play: "Play the video “{{title}}”",
    comingSoon: "“{{title}}”: video coming soon",
  },
  rating: {
    label_one: "Rating: {{rating}} out of {{count}} star",
    label_other: "Rating: {{rating}} out of {{count}} stars",
  },
  toast: {
    region: "Notifications",
  },
  sections: {
    comingSoon: "Coming soon",
    duration: "Duration",
    minutes_one: "{{count}} minute",
    minutes_other: "{{count}} minutes",
    ages: "Ages",
    ageRange: "{{min}} to {{max}} years old",
  },
} satisfies ShellMessages;
