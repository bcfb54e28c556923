import type { ShellMessages } from "./es";

// Catalan interface strings shared by every page: the same keys as es.ts, checked by `satisfies`.

export const ca = {
  brand: {
    tagline: "REALITAT ESTESA",
    homeLink: "(pàgina d'inici)",
  },
  breadcrumbs: {
    label: "Ruta de navegació",
    home: "Inici",
  },
  skipLink: "Vés al contingut",
  nav: {
    label: "Principal",
    home: "INICI",
    portfolio: "CASOS D'ÈXIT",
    education: "EDUCACIÓ",
    contact: "CONTACTE",
    training: "FORMACIÓ",
    schools: "ESCOLES",
    business: "EMPRESES",
    contactButton: "CONTACTA'NS",
    menu: "Menú",
  },
  language: {
    label: "Idioma",
    es: "Español",
    en: "English",
    ca: "Català",
  },
  footer: {
    label: "Peu de pàgina",
    siteLinks: "Enllaços del lloc",
    privacy: "Política de privacitat",
    sitemap: "Mapa del lloc",
    // The funding notice is the official Catalan text of the grant, the same as on Spanish pages.
    fundingLang: "ca",
    funding:
      "Actuació finançada pel Departament d'Empresa i Treball de la Generalitat de Catalunya i cofinançada pel Fons Social Europeu Plus.",
    founded: "Fundada el {{year}} a Catalunya.",
  },
  pages: {
    home: {
      heading: "Submergeix-te en mons virtuals que transformen la teva manera d'aprendre i de treballar",
      intro:
        "Creem experiències de realitat virtual, augmentada i mixta per a esdeveniments, formació industrial, educació i salut.",
    },
    portfolio: {
      heading: "Casos d'èxit",
      intro:
        "Sis projectes de realitat virtual i augmentada per a educació, cultura, salut, emergències, indústria i visualització 3D.",
    },
    "portfolio-first-aiducation": {
      heading: "First Aiducation",
      intro:
        "Un programa de realitat virtual per aprendre suport vital bàsic: reanimació cardiopulmonar, ús del desfibril·lador i trucada al número d'emergències.",
    },
    "portfolio-artist-vr": {
      heading: "Art en realitat virtual",
      intro:
        "Un catàleg interactiu de l'obra d'un artista en què cada visitant pot crear la seva pròpia obra en realitat virtual.",
    },
    "portfolio-automation-toolkit": {
      heading: "Automation Toolkit per a Unity",
      intro:
        "Una eina per a Unity que connecta les teves aplicacions amb webhooks i plataformes d'automatització mitjançant esdeveniments, dades i fitxers multimèdia.",
    },
    "portfolio-kalyan": {
      heading: "Kalyan",
      intro:
        "Una plataforma de teràpia en realitat virtual per a infants amb càncer, mares en dol i persones en fase terminal, amb artteràpia i mesurament de l'estat emocional.",
    },
    "portfolio-dea-r": {
      heading: "DEA-R",
      intro:
        "Una aplicació que troba el desfibril·lador més proper per GPS i t'hi guia amb navegació en realitat augmentada.",
    },
    "portfolio-gaussian-splatting": {
      heading: "Gaussian Splatting",
      intro:
        "Reconstrucció i renderització en 3D d'una ciutat per recórrer-la en realitat virtual amb qualitat fotorealista.",
    },
    "first-aiducation": {
      heading: "First Aiducation",
      intro:
        "Suport vital bàsic amb realitat virtual: practica la reanimació cardiopulmonar, l'ús del desfibril·lador i la trucada d'emergència.",
    },
    classroom: {
      heading: "Simulador a l'aula",
      intro:
        "Obre una sessió del simulador de compressions per a la teva classe: l'alumnat s'hi uneix amb un codi i tu veus els resultats de la classe.",
    },
    resources: {
      heading: "Recursos de First Aiducation",
      intro:
        "Vídeos de suport vital bàsic, tutorials d'ús dels dispositius de realitat virtual i manuals per descarregar. Els vídeos són en castellà.",
    },
    course: {
      heading: "Curs NeoSalus",
      intro:
        "Un curs d'autoformació en sis passos sobre suport vital bàsic i l'ús dels dispositius de realitat virtual. Els vídeos són en castellà.",
    },
    education: {
      heading: "Educació",
      intro:
        "Programes de realitat virtual per a alumnes de 12 a 18 anys, amb un kit setmanal de quatre ulleres de realitat virtual i material docent.",
    },
    training: {
      heading: "Formació per a empreses",
      intro:
        "Formació corporativa amb realitat virtual per a empreses, centres de formació, hospitals i administracions públiques.",
    },
    contact: {
      heading: "Contacte",
      intro:
        "Explica'ns el teu projecte. La consulta inicial és gratuïta, el pressupost no et compromet a res i responem en un termini de 24 hores.",
    },
    sitemap: {
      heading: "Mapa del lloc",
      intro: "Totes les pàgines d'aquest lloc web, ordenades per categoria.",
    },
    privacy: {
      heading: "Política de privacitat",
      intro: "Quines dades desem quan utilitzes aquest lloc web, per a què i com pots exercir els teus drets.",
    },
  },
  sitemapPage: {
    date: "Data de consulta:",
    categories: {
      main: "Pàgines principals",
      projects: "Projectes destacats",
      seo: "Recursos SEO",
    },
    files: {
      sitemapXml: "Mapa del lloc en XML, per als cercadors",
      robotsTxt: "Instruccions per als cercadors (robots.txt)",
    },
  },
  privacyPage: {
    contactLink: "Escriu-nos sobre les teves dades personals",
  },
  portfolioPage: {
    back: "Torna als casos d'èxit",
    viewProject: "Mira el projecte",
    technologies: "Tecnologies",
  },
  common: {
    opensInNewTab: "(s'obre en una pestanya nova)",
  },
  notFound: {
    title: "Vaja! No s'ha trobat la pàgina",
    text: "L'adreça que cerques no existeix o ha canviat.",
    backHome: "Torna a l'inici",
  },
  error: {
    title: "Error inesperat de l'aplicació!",
    generic: "Alguna cosa ha fallat al servidor. Torna-ho a provar d'aquí a uns minuts.",
    reference: "Referència de l'error:",
    backHome: "Torna a l'inici",
  },
  forms: {
    honeypot: "No emplenis aquest camp",
    optional: "(opcional)",
  },
  video: {
    play: "Reprodueix el vídeo «{{title}}»",
    comingSoon: "«{{title}}»: vídeo disponible properament",
  },
  rating: {
    label_one: "Valoració: {{rating}} de {{count}} estrella",
    label_other: "Valoració: {{rating}} de {{count}} estrelles",
  },
  toast: {
    region: "Notificacions",
  },
  sections: {
    comingSoon: "Properament",
    duration: "Durada",
    minutes_one: "{{count}} minut",
    minutes_other: "{{count}} minuts",
    ages: "Edats",
    ageRange: "De {{min}} a {{max}} anys",
  },
} satisfies ShellMessages;
