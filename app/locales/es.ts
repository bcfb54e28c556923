// Spanish interface strings shared by every page (header, footer, headings, errors): the browser
// loads them before it hydrates. The strings of one feature (the contact form, the game, the
// course…) are in es-features.ts and reach the browser with the data of the pages that use them.
// en.ts must have exactly the same keys (the type checker and app/locales/locales.test.ts both
// enforce it). Long page copy lives in content/es/.

export const es = {
  brand: {
    tagline: "REALIDAD EXTENDIDA",
    homeLink: "(página de inicio)",
  },
  breadcrumbs: {
    label: "Ruta de navegación",
    home: "Inicio",
  },
  skipLink: "Salta al contenido",
  nav: {
    label: "Principal",
    home: "INICIO",
    portfolio: "CASOS DE ÉXITO",
    education: "EDUCACIÓN",
    contact: "CONTACTO",
    training: "FORMACIÓN",
    schools: "ESCUELAS",
    business: "EMPRESAS",
    contactButton: "CONTÁCTANOS",
    menu: "Menú",
  },
  language: {
    label: "Idioma",
    es: "Español",
    en: "English",
    ca: "Català",
  },
  footer: {
    label: "Pie de página",
    siteLinks: "Enlaces del sitio",
    privacy: "Política de privacidad",
    sitemap: "Mapa del sitio",
    // The funding notice is in Catalan on Spanish pages (it is the official text of the grant).
    fundingLang: "ca",
    funding:
      "Actuació finançada pel Departament d'Empresa i Treball de la Generalitat de Catalunya i cofinançada pel Fons Social Europeu Plus.",
    founded: "Fundada en {{year}} en Cataluña.",
  },
  pages: {
    home: {
      heading: "Sumérgete en mundos virtuales que transforman tu forma de aprender y trabajar",
      intro:
        "Creamos experiencias de realidad virtual, aumentada y mixta para eventos, formación industrial, educación y salud.",
    },
    portfolio: {
      heading: "Casos de éxito",
      intro:
        "Seis proyectos de realidad virtual y aumentada para educación, cultura, salud, emergencias, industria y visualización 3D.",
    },
    "portfolio-first-aiducation": {
      heading: "First Aiducation",
      intro:
        "Un programa de realidad virtual para aprender soporte vital básico: reanimación cardiopulmonar, uso del desfibrilador y llamada al número de emergencias.",
    },
    "portfolio-artist-vr": {
      heading: "Arte en realidad virtual",
      intro:
        "Un catálogo interactivo de la obra de un artista en el que cada visitante puede crear su propia obra en realidad virtual.",
    },
    "portfolio-automation-toolkit": {
      heading: "Automation Toolkit para Unity",
      intro:
        "Una herramienta para Unity que conecta tus aplicaciones con webhooks y plataformas de automatización mediante eventos, datos y archivos multimedia.",
    },
    "portfolio-kalyan": {
      heading: "Kalyan",
      intro:
        "Una plataforma de terapia en realidad virtual para niños con cáncer, madres en duelo y personas en fase terminal, con arteterapia y medición del estado emocional.",
    },
    "portfolio-dea-r": {
      heading: "DEA-R",
      intro:
        "Una aplicación que encuentra el desfibrilador más cercano por GPS y te guía hasta él con navegación en realidad aumentada.",
    },
    "portfolio-gaussian-splatting": {
      heading: "Gaussian Splatting",
      intro:
        "Reconstrucción y renderizado en 3D de una ciudad para recorrerla en realidad virtual con calidad fotorrealista.",
    },
    "first-aiducation": {
      heading: "First Aiducation",
      intro:
        "Soporte vital básico con realidad virtual: practica la reanimación cardiopulmonar, el uso del desfibrilador y la llamada de emergencia.",
    },
    classroom: {
      heading: "Simulador en el aula",
      intro:
        "Abre una sesión del simulador de compresiones para tu clase: el alumnado se une con un código y tú ves los resultados de la clase.",
    },
    resources: {
      heading: "Recursos de First Aiducation",
      intro:
        "Vídeos de soporte vital básico, tutoriales de uso de los dispositivos de realidad virtual y manuales para descargar.",
    },
    course: {
      heading: "Curso NeoSalus",
      intro:
        "Un curso de autoformación en seis pasos sobre soporte vital básico y el uso de los dispositivos de realidad virtual.",
    },
    education: {
      heading: "Educación",
      intro:
        "Programas de realidad virtual para alumnos de 12 a 18 años, con un kit semanal de cuatro gafas de realidad virtual y material docente.",
    },
    training: {
      heading: "Formación para empresas",
      intro:
        "Formación corporativa con realidad virtual para empresas, centros de formación, hospitales y administraciones públicas.",
    },
    contact: {
      heading: "Contacto",
      intro:
        "Cuéntanos tu proyecto. La consulta inicial es gratuita, el presupuesto no te compromete a nada y respondemos en un plazo de 24 horas.",
    },
    sitemap: {
      heading: "Mapa del sitio",
      intro: "Todas las páginas de este sitio, ordenadas por categoría.",
    },
    privacy: {
      heading: "Política de privacidad",
      intro: "Qué datos guardamos cuando usas este sitio, para qué y cómo ejercer tus derechos.",
    },
  },
  sitemapPage: {
    date: "Fecha de consulta:",
    categories: {
      main: "Páginas principales",
      projects: "Proyectos destacados",
      seo: "Recursos SEO",
    },
    files: {
      sitemapXml: "Mapa del sitio en XML, para buscadores",
      robotsTxt: "Instrucciones para buscadores (robots.txt)",
    },
  },
  privacyPage: {
    contactLink: "Escríbenos sobre tus datos personales",
  },
  portfolioPage: {
    back: "Vuelve a los casos de éxito",
    viewProject: "Mira el proyecto",
    technologies: "Tecnologías",
  },
  common: {
    opensInNewTab: "(se abre en una pestaña nueva)",
  },
  notFound: {
    title: "¡Vaya! Página no encontrada",
    text: "La dirección que buscas no existe o ha cambiado.",
    backHome: "Vuelve al inicio",
  },
  error: {
    title: "¡Error inesperado de la aplicación!",
    generic: "Algo ha fallado en el servidor. Inténtalo de nuevo en unos minutos.",
    reference: "Referencia del error:",
    backHome: "Vuelve al inicio",
  },
  forms: {
    honeypot: "No rellenes este campo",
    optional: "(opcional)",
  },
  video: {
    play: "Reproduce el vídeo «{{title}}»",
    comingSoon: "«{{title}}»: vídeo disponible próximamente",
  },
  rating: {
    label_one: "Valoración: {{rating}} de {{count}} estrella",
    label_other: "Valoración: {{rating}} de {{count}} estrellas",
  },
  toast: {
    region: "Notificaciones",
  },
  sections: {
    comingSoon: "Próximamente",
    duration: "Duración",
    minutes_one: "{{count}} minuto",
    minutes_other: "{{count}} minutos",
    ages: "Edades",
    ageRange: "De {{min}} a {{max}} años",
  },
};

export type ShellMessages = typeof es;
