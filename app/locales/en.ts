import type { Messages } from "./es";

// English interface strings: the same keys as es.ts, checked by `satisfies`.

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
      title: "Estudio XR · Virtual, augmented and mixed reality",
      description:
        "Virtual, augmented and mixed reality experiences and training for businesses, schools and healthcare organisations in Catalonia.",
      heading: "Immerse yourself in virtual worlds that change the way you learn and work",
      intro:
        "We create virtual, augmented and mixed reality experiences for events, industry training, education and health.",
    },
    portfolio: {
      title: "Success cases · Estudio XR",
      description:
        "Extended reality projects by Estudio XR: first-aid training, art, therapy, emergencies, workflow automation and 3D reconstruction.",
      heading: "Success cases",
      intro:
        "Six virtual and augmented reality projects for education, culture, health, emergencies, industry and 3D visualisation.",
    },
    "portfolio-first-aiducation": {
      title: "First Aiducation in our portfolio · Estudio XR",
      description:
        "First Aiducation: a virtual reality basic life support programme covering CPR, defibrillator use and the emergency call.",
      heading: "First Aiducation",
      intro:
        "A virtual reality programme to learn basic life support: cardiopulmonary resuscitation, defibrillator use and calling the emergency number.",
    },
    "portfolio-artist-vr": {
      title: "Art in virtual reality · Estudio XR",
      description:
        "An interactive virtual reality catalogue of an artist's work, created in collaboration with an art school and the artist.",
      heading: "Art in virtual reality",
      intro:
        "An interactive catalogue of an artist's work in which every visitor can create an artwork of their own in virtual reality.",
    },
    "portfolio-automation-toolkit": {
      title: "Automation Toolkit for Unity · Estudio XR",
      description:
        "A Unity tool that sends events, structured data and media files to webhooks and workflow automation platforms.",
      heading: "Automation Toolkit for Unity",
      intro:
        "A Unity tool that connects your applications to webhooks and automation platforms through events, structured data and media.",
    },
    "portfolio-kalyan": {
      title: "Kalyan: virtual reality therapy · Estudio XR",
      description:
        "A virtual reality therapy platform with art therapy and emotional-state measurement, developed with a research technology centre.",
      heading: "Kalyan",
      intro:
        "A virtual reality therapy platform for children with cancer, bereaved mothers and people in terminal phases, with art therapy and emotional-state measurement.",
    },
    "portfolio-dea-r": {
      title: "DEA-R: defibrillators and augmented reality",
      description:
        "DEA-R finds the nearest defibrillator by GPS and guides you to it with augmented reality navigation during an emergency.",
      heading: "DEA-R",
      intro:
        "An application that finds the nearest defibrillator by GPS and guides you to it with augmented reality navigation.",
    },
    "portfolio-gaussian-splatting": {
      title: "Gaussian Splatting: a city in VR · Estudio XR",
      description:
        "3D reconstruction and rendering of a city in virtual reality with Gaussian splatting, with photorealistic quality in real time.",
      heading: "Gaussian Splatting",
      intro: "3D reconstruction and rendering of a city to explore in virtual reality with photorealistic quality.",
    },
    "first-aiducation": {
      title: "First Aiducation: basic life support in VR",
      description:
        "Learn basic life support with virtual reality: cardiopulmonary resuscitation, defibrillator use and calling the emergency number.",
      heading: "First Aiducation",
      intro:
        "Basic life support with virtual reality: practise cardiopulmonary resuscitation, defibrillator use and the emergency call.",
    },
    resources: {
      title: "First Aiducation resources · Estudio XR",
      description:
        "Basic life support videos, virtual reality headset tutorials and PDF manuals of the First Aiducation programme (videos in Spanish).",
      heading: "First Aiducation resources",
      intro:
        "Basic life support videos, virtual reality device tutorials and manuals to download. The videos are in Spanish.",
    },
    course: {
      title: "NeoSalus basic life support course",
      description:
        "A six-step self-training course: basic life support videos, a compression simulator, VR headset use and manuals (videos in Spanish).",
      heading: "NeoSalus course",
      intro:
        "A six-step self-training course on basic life support and the use of the virtual reality devices. The videos are in Spanish.",
    },
    education: {
      title: "Education: virtual reality for schools",
      description:
        "Virtual reality programmes for students aged 12 to 18: basic life support with a weekly kit of 4 VR headsets and teaching material.",
      heading: "Education",
      intro:
        "Virtual reality programmes for students aged 12 to 18, with a weekly kit of 4 virtual reality headsets and teaching material.",
    },
    training: {
      title: "Corporate training with virtual reality",
      description:
        "Corporate virtual reality training: basic life support and custom content for teams in companies, hospitals and municipalities.",
      heading: "Corporate training",
      intro:
        "Corporate training with virtual reality for companies, training providers, hospitals and public administrations.",
    },
    contact: {
      title: "Contact · Estudio XR",
      description:
        "Tell us about your virtual, augmented or mixed reality project. The first consultation is free and we reply within 24 hours.",
      heading: "Contact",
      intro:
        "Tell us about your project. The first consultation is free, the quote comes with no commitment and we reply within 24 hours.",
    },
    sitemap: {
      title: "Sitemap · Estudio XR",
      description:
        "Every page of the Estudio XR website: main pages, featured projects and virtual reality training resources, in one list.",
      heading: "Sitemap",
      intro: "Every page of this website, by category.",
    },
    privacy: {
      title: "Privacy policy · Estudio XR",
      description:
        "What data the Estudio XR website stores, why, on which legal basis, for how long, and how to exercise your rights.",
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
    optional: "(optional)",
  },
  video: {
    play: "Play the video “{{title}}”",
    comingSoon: "“{{title}}”: video coming soon",
  },
  rating: {
    label: "Rating: {{rating}} out of {{max}} stars",
  },
  toast: {
    region: "Notifications",
  },
  contact: {
    formLabel: "Contact form",
    name: "Name",
    email: "Email",
    phone: "Phone",
    projectType: "Project type",
    projectTypeNone: "Choose an option",
    message: "Message",
    privacyBefore: "I have read and accept the ",
    privacyLink: "privacy policy",
    privacyAfter: ".",
    marketing: "I would like to receive news from Estudio XR by email.",
    honeypot: "Do not fill in this field",
    submit: "SEND MESSAGE",
    sending: "Sending...",
    projectTypes: {
      "vr-ar-mr": "Virtual, augmented or mixed reality",
      events: "Events",
      "industry-training": "Industry training",
      education: "Education",
      health: "Health",
      "custom-development": "Custom development",
      other: "Other",
    },
    topics: {
      "first-aiducation": "I am interested in First Aiducation, the basic life support programme with virtual reality.",
      "education-rental": "I would like to book a week of the kit of 4 virtual reality headsets for our school.",
      quote: "I would like a quote for a project.",
      "custom-development": "I am interested in custom extended reality development for my company.",
      events: "I am interested in a virtual reality experience for an event.",
      "industry-training": "I am interested in industry training with virtual reality.",
      education: "I am interested in the virtual reality programmes for schools.",
      health: "I am interested in virtual reality solutions for health.",
      "training-demo": "I would like to see a demonstration of the virtual reality training.",
      "training-catalogue": "I would like to receive the virtual reality training catalogue.",
      meeting: "I would like to arrange a meeting.",
      privacy: "I want to exercise my rights over my personal data.",
      "gaussian-splatting-demo": "I would like to see a demonstration of the Gaussian splatting 3D reconstruction.",
      "gaussian-splatting-consultation": "I would like to discuss a 3D reconstruction project with Gaussian splatting.",
      "gaussian-splatting-documentation": "I would like to receive the technical documentation of Gaussian splatting.",
      "artist-vr-experience": "I would like to try the art experience in virtual reality.",
      "artist-vr-session": "I would like to book a virtual reality session of the art experience.",
      "artist-vr-artist": "I would like to know more about the artist of the virtual reality art experience.",
      "kalyan-therapy": "I am interested in starting Kalyan virtual reality therapy.",
      "kalyan-clinical-demo": "I would like to request a clinical demonstration of Kalyan.",
      kalyan: "I would like to talk to you about Kalyan.",
      "automation-toolkit-documentation":
        "I would like to receive the documentation of the Automation Toolkit for Unity.",
    },
    errors: {
      nameRequired: "Name is required",
      nameTooLong: "The name cannot be longer than 100 characters",
      emailInvalid: "Invalid email",
      emailTooLong: "The email cannot be longer than 254 characters",
      phoneTooLong: "The phone number cannot be longer than 30 characters",
      projectTypeInvalid: "Choose a project type from the list",
      messageRequired: "Message is required",
      messageTooLong: "The message cannot be longer than 5000 characters",
      privacyRequired: "You must accept the privacy policy",
    },
    success: {
      title: "Message sent!",
      text: "Thank you for writing to us. We will reply within 24 hours.",
    },
    failure: {
      title: "Error",
      text: "There was an error sending the message. Please try again.",
    },
    rateLimited: "You have sent several messages in a very short time. Please wait a minute and try again.",
    invalid: "Please check the highlighted fields.",
  },
  sections: {
    comingSoon: "Coming soon",
    duration: "Duration",
    minutes: "{{minutes}} minutes",
    ages: "Ages",
    ageRange: "{{min}} to {{max}} years old",
  },
  game: {
    label: "Chest compression simulator",
    needsJavaScript:
      "The simulator needs JavaScript. Turn it on in your browser to practise; the rest of the page works without it.",
    rhythm: "Target rhythm",
    rhythmOption: "{{bpm}} per minute",
    rhythmLocked: "The rhythm cannot be changed during a game.",
    metronome: "Metronome at the target rhythm",
    start: "Start",
    stop: "Stop",
    restart: "Restart",
    compress: "Compress",
    pressHint: "Press the button in rhythm, or use the Space bar or Enter while the button has focus.",
    verdict: {
      perfect: "Perfect!",
      slow: "Too slow",
      fast: "Too fast",
    },
    readout: {
      label: "Game read-out",
      compressions: "Compressions",
      rate: "Current rate",
      rateValue: "{{bpm}}/min",
      time: "Time",
      timeValue: "{{seconds}} s",
      accuracy: "Accuracy",
      accuracyValue: "{{percent}}%",
      none: "—",
    },
    status: {
      idle: "Choose the rhythm and press Start. The game ends when you stop it or at 120 compressions.",
      running: "Running: compress in rhythm.",
      tooFew: "You made {{compressions}} compressions: you need at least 30 to get a score.",
    },
    result: {
      heading: "Your result",
      score: "Score",
      accuracy: "Mean accuracy",
      successRate: "Correct compressions",
      compressions: "Compressions",
    },
    save: {
      heading: "Save your score",
      name: "Your name or a nickname",
      nameHint: "Up to 20 characters. It will appear on this week's public leaderboard.",
      submit: "Save score",
      saving: "Saving…",
      skip: "Don't save",
      saved: "Score saved! You are on this week's leaderboard if you are among the top ten.",
      failed: "The score could not be saved. Please try again in a few seconds.",
      rejected: "This game cannot be saved. Play a new game to save your score.",
      unavailable: "Scores cannot be saved right now, but you can keep practising.",
    },
    errors: {
      nameRequired: "Enter your name or a nickname",
      nameTooLong: "The name cannot be longer than 20 characters",
      nameInvalid: "The name contains characters that are not allowed",
    },
  },
  leaderboard: {
    caption: "Week of {{since}}",
    rank: "Rank",
    player: "Name",
    score: "Score",
    accuracy: "Accuracy",
    compressions: "Compressions",
    empty: "No scores yet this week. Be the first on the board!",
    unavailable: "The leaderboard is not available right now. You can keep practising.",
  },
  feedback: {
    like: "I like it",
    improve: "Could improve",
    comment: "Your comment",
    commentHint: "Up to 2000 characters.",
    cancel: "Cancel",
    send: "Send",
    sending: "Sending…",
    liked: {
      title: "Thank you for your rating!",
      text: "We are glad you liked it. In the tab that has just opened you can leave us a review.",
    },
    success: {
      title: "Thank you for your comment!",
      text: "We have received your feedback and will work to improve.",
    },
    rateAgain: "Rate again",
    failure: "Your comment could not be sent. Please try again.",
    rateLimited: "You have sent several comments in a very short time. Wait a minute and try again.",
    errors: {
      empty: "Please write your comment before sending.",
      tooLong: "The comment cannot be longer than 2000 characters.",
    },
  },
  slide: {
    idle: "Slide to complete",
    done: "Completed!",
    hint: "Drag the handle to the end, or use the arrow keys, End, Enter or the space bar.",
    confirmWithoutSliding: "Confirm without sliding",
    valueText: "{{percent}} %",
  },
  course: {
    progress: "Course progress",
    stepOf: "Step {{number}} of {{total}}",
    previous: "Previous",
    next: "Next",
    stepNavigation: "Step navigation",
    goal: "Goal",
    manualsHeading: "Manuals to download",
    backToTraining: "Back to corporate training",
  },
  resources: {
    tabs: "Kinds of resource",
    download: "Download",
    manualPages_one: "PDF · {{count}} page",
    manualPages_other: "PDF · {{count}} pages",
  },
  http: {
    crossSite: "This form can only be sent from this website.",
  },
} satisfies Messages;
