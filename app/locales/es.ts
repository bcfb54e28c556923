// Spanish interface strings. en.ts must have exactly the same keys (the type checker and
// app/locales/locales.test.ts both enforce it). Long page copy lives in content/es/.

export const es = {
  brand: {
    tagline: "REALIDAD EXTENDIDA",
    homeLink: "(página de inicio)",
  },
  breadcrumbs: {
    label: "Ruta de navegación",
    home: "Inicio",
  },
  skipLink: "Saltar al contenido",
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
      title: "Estudio XR · Realidad virtual, aumentada y mixta",
      description:
        "Experiencias y formación en realidad virtual, aumentada y mixta para empresas, centros educativos y entidades de salud en Cataluña.",
      heading: "Sumérgete en mundos virtuales que transforman tu forma de aprender y trabajar",
      intro:
        "Creamos experiencias de realidad virtual, aumentada y mixta para eventos, formación industrial, educación y salud.",
    },
    portfolio: {
      title: "Casos de éxito · Estudio XR",
      description:
        "Proyectos de realidad extendida de Estudio XR: formación en primeros auxilios, arte, terapia, emergencias, automatización y reconstrucción 3D.",
      heading: "Casos de éxito",
      intro:
        "Seis proyectos de realidad virtual y aumentada para educación, cultura, salud, emergencias, industria y visualización 3D.",
    },
    "portfolio-first-aiducation": {
      title: "First Aiducation en el portfolio · Estudio XR",
      description:
        "First Aiducation: programa de soporte vital básico en realidad virtual con RCP, uso del desfibrilador y llamada de emergencia.",
      heading: "First Aiducation",
      intro:
        "Un programa de realidad virtual para aprender soporte vital básico: reanimación cardiopulmonar, uso del desfibrilador y llamada al número de emergencias.",
    },
    "portfolio-artist-vr": {
      title: "Arte en realidad virtual · Estudio XR",
      description:
        "Catálogo interactivo en realidad virtual de la obra de un artista, creado en colaboración con una escuela de arte.",
      heading: "Arte en realidad virtual",
      intro:
        "Un catálogo interactivo de la obra de un artista en el que cada visitante puede crear su propia obra en realidad virtual.",
    },
    "portfolio-automation-toolkit": {
      title: "Automation Toolkit para Unity · Estudio XR",
      description:
        "Herramienta para Unity que envía eventos, datos estructurados y archivos multimedia a webhooks y plataformas de automatización.",
      heading: "Automation Toolkit para Unity",
      intro:
        "Una herramienta para Unity que conecta tus aplicaciones con webhooks y plataformas de automatización mediante eventos, datos y archivos multimedia.",
    },
    "portfolio-kalyan": {
      title: "Kalyan: terapia en realidad virtual · Estudio XR",
      description:
        "Plataforma de terapia en realidad virtual con arteterapia y medición del estado emocional, desarrollada con un centro tecnológico de investigación.",
      heading: "Kalyan",
      intro:
        "Una plataforma de terapia en realidad virtual para niños con cáncer, madres en duelo y personas en fase terminal, con arteterapia y medición del estado emocional.",
    },
    "portfolio-dea-r": {
      title: "DEA-R: desfibriladores y realidad aumentada",
      description:
        "DEA-R localiza el desfibrilador más cercano por GPS y guía hasta él con navegación en realidad aumentada en caso de emergencia.",
      heading: "DEA-R",
      intro:
        "Una aplicación que encuentra el desfibrilador más cercano por GPS y te guía hasta él con navegación en realidad aumentada.",
    },
    "portfolio-gaussian-splatting": {
      title: "Gaussian Splatting: una ciudad en VR · Estudio XR",
      description:
        "Reconstrucción 3D y renderizado de una ciudad en realidad virtual con Gaussian Splatting, con calidad fotorrealista en tiempo real.",
      heading: "Gaussian Splatting",
      intro:
        "Reconstrucción y renderizado en 3D de una ciudad para recorrerla en realidad virtual con calidad fotorrealista.",
    },
    "first-aiducation": {
      title: "First Aiducation: soporte vital básico en VR",
      description:
        "Aprende soporte vital básico con realidad virtual: reanimación cardiopulmonar, uso del desfibrilador y llamada de emergencia.",
      heading: "First Aiducation",
      intro:
        "Soporte vital básico con realidad virtual: practica la reanimación cardiopulmonar, el uso del desfibrilador y la llamada de emergencia.",
    },
    resources: {
      title: "Recursos de First Aiducation · Estudio XR",
      description:
        "Vídeos de soporte vital básico, tutoriales de uso de las gafas de realidad virtual y manuales en PDF del programa First Aiducation.",
      heading: "Recursos de First Aiducation",
      intro:
        "Vídeos de soporte vital básico, tutoriales de uso de los dispositivos de realidad virtual y manuales para descargar.",
    },
    course: {
      title: "Curso NeoSalus de soporte vital básico",
      description:
        "Curso de autoformación en seis pasos: vídeos de soporte vital básico, simulador de compresiones, uso de las gafas de VR y manuales.",
      heading: "Curso NeoSalus",
      intro:
        "Un curso de autoformación en seis pasos sobre soporte vital básico y el uso de los dispositivos de realidad virtual.",
    },
    education: {
      title: "Educación: realidad virtual para centros escolares",
      description:
        "Programas de realidad virtual para alumnos de 12 a 18 años: soporte vital básico con un kit semanal de 4 gafas de VR y material docente.",
      heading: "Educación",
      intro:
        "Programas de realidad virtual para alumnos de 12 a 18 años, con un kit semanal de 4 gafas de realidad virtual y material docente.",
    },
    training: {
      title: "Formación para empresas con realidad virtual",
      description:
        "Formación corporativa en realidad virtual: soporte vital básico y contenidos a medida para equipos de empresas, hospitales y ayuntamientos.",
      heading: "Formación para empresas",
      intro:
        "Formación corporativa con realidad virtual para empresas, centros de formación, hospitales y administraciones públicas.",
    },
    contact: {
      title: "Contacto · Estudio XR",
      description:
        "Cuéntanos tu proyecto de realidad virtual, aumentada o mixta. La consulta inicial es gratuita y respondemos en un plazo de 24 horas.",
      heading: "Contacto",
      intro:
        "Cuéntanos tu proyecto. La consulta inicial es gratuita, el presupuesto no te compromete a nada y respondemos en un plazo de 24 horas.",
    },
    sitemap: {
      title: "Mapa del sitio · Estudio XR",
      description:
        "Todas las páginas del sitio de Estudio XR: páginas principales, proyectos destacados y recursos de formación en realidad virtual.",
      heading: "Mapa del sitio",
      intro: "Todas las páginas de este sitio, ordenadas por categoría.",
    },
    privacy: {
      title: "Política de privacidad · Estudio XR",
      description:
        "Qué datos guarda el sitio de Estudio XR, para qué, con qué base legal, durante cuánto tiempo y cómo ejercer tus derechos.",
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
    back: "Volver al Portfolio",
    viewProject: "Ver el proyecto",
    technologies: "Tecnologías",
  },
  common: {
    opensInNewTab: "(se abre en una pestaña nueva)",
  },
  notFound: {
    title: "¡Vaya! Página no encontrada",
    text: "La dirección que buscas no existe o ha cambiado.",
    backHome: "Volver al inicio",
  },
  error: {
    title: "¡Error inesperado de la aplicación!",
    generic: "Algo ha fallado en el servidor. Inténtalo de nuevo en unos minutos.",
    reference: "Referencia del error:",
    backHome: "Volver al inicio",
  },
  forms: {
    optional: "(opcional)",
  },
  video: {
    play: "Reproducir el vídeo «{{title}}»",
    comingSoon: "«{{title}}»: vídeo disponible próximamente",
  },
  rating: {
    label: "Valoración: {{rating}} de {{max}} estrellas",
  },
  toast: {
    region: "Notificaciones",
  },
  contact: {
    formLabel: "Formulario de contacto",
    name: "Nombre",
    email: "Correo electrónico",
    phone: "Teléfono",
    projectType: "Tipo de proyecto",
    projectTypeNone: "Selecciona una opción",
    message: "Mensaje",
    privacyBefore: "He leído y acepto la ",
    privacyLink: "política de privacidad",
    privacyAfter: ".",
    marketing: "Quiero recibir novedades de Estudio XR por correo electrónico.",
    honeypot: "No rellenes este campo",
    submit: "ENVIAR MENSAJE",
    sending: "Enviando...",
    projectTypes: {
      "vr-ar-mr": "Realidad virtual, aumentada o mixta",
      events: "Eventos",
      "industry-training": "Formación industrial",
      education: "Educación",
      health: "Salud",
      "custom-development": "Desarrollo a medida",
      other: "Otro",
    },
    topics: {
      "first-aiducation": "Me interesa First Aiducation, el programa de soporte vital básico con realidad virtual.",
      "education-rental": "Me gustaría reservar una semana del kit de 4 gafas de realidad virtual para nuestro centro.",
      quote: "Me gustaría recibir un presupuesto para un proyecto.",
      "custom-development": "Me interesa un desarrollo a medida de realidad extendida para mi empresa.",
      events: "Me interesa una experiencia de realidad virtual para un evento.",
      "industry-training": "Me interesa la formación industrial con realidad virtual.",
      education: "Me interesan los programas de realidad virtual para centros educativos.",
      health: "Me interesan las soluciones de realidad virtual para la salud.",
      "training-demo": "Me gustaría ver una demostración de la formación con realidad virtual.",
      "training-catalogue": "Me gustaría recibir el catálogo de formación con realidad virtual.",
      meeting: "Me gustaría concertar una reunión.",
      privacy: "Quiero ejercer mis derechos sobre mis datos personales.",
      "gaussian-splatting-demo": "Me gustaría ver una demostración de la reconstrucción 3D con Gaussian Splatting.",
      "gaussian-splatting-consultation":
        "Me gustaría consultar un proyecto de reconstrucción 3D con Gaussian Splatting.",
      "gaussian-splatting-documentation": "Me gustaría recibir la documentación técnica de Gaussian Splatting.",
      "artist-vr-experience": "Me gustaría vivir la experiencia de arte en realidad virtual.",
      "artist-vr-session": "Me gustaría reservar una sesión de realidad virtual de la experiencia de arte.",
      "artist-vr-artist": "Me gustaría saber más sobre el artista de la experiencia de arte en realidad virtual.",
      "kalyan-therapy": "Me interesa empezar la terapia en realidad virtual de Kalyan.",
      "kalyan-clinical-demo": "Me gustaría solicitar una demostración clínica de Kalyan.",
      kalyan: "Me gustaría hablar con vosotros sobre Kalyan.",
      "automation-toolkit-documentation": "Me gustaría recibir la documentación del Automation Toolkit para Unity.",
    },
    errors: {
      nameRequired: "El nombre es requerido",
      nameTooLong: "El nombre no puede superar los 100 caracteres",
      emailInvalid: "Email inválido",
      emailTooLong: "El email no puede superar los 254 caracteres",
      phoneTooLong: "El teléfono no puede superar los 30 caracteres",
      projectTypeInvalid: "Elige un tipo de proyecto de la lista",
      messageRequired: "El mensaje es requerido",
      messageTooLong: "El mensaje no puede superar los 5000 caracteres",
      privacyRequired: "Debes aceptar la política de privacidad",
    },
    success: {
      title: "¡Mensaje enviado!",
      text: "Gracias por escribirnos. Te responderemos en un plazo de 24 horas.",
    },
    failure: {
      title: "Error",
      text: "Hubo un error al enviar el mensaje. Inténtalo de nuevo.",
    },
    rateLimited: "Has enviado varios mensajes en muy poco tiempo. Espera un minuto e inténtalo de nuevo.",
    invalid: "Revisa los campos marcados.",
  },
  sections: {
    comingSoon: "Próximamente",
    duration: "Duración",
    minutes: "{{minutes}} minutos",
    ages: "Edades",
    ageRange: "De {{min}} a {{max}} años",
  },
  game: {
    label: "Simulador de compresiones torácicas",
    needsJavaScript:
      "El simulador necesita JavaScript. Actívalo en tu navegador para practicar; el resto de la página funciona sin él.",
    rhythm: "Ritmo objetivo",
    rhythmOption: "{{bpm}} por minuto",
    rhythmLocked: "El ritmo no se puede cambiar durante la partida.",
    metronome: "Metrónomo al ritmo objetivo",
    start: "Iniciar",
    stop: "Detener",
    restart: "Reiniciar",
    compress: "Comprimir",
    pressHint: "Pulsa el botón al ritmo, o usa la barra espaciadora o Intro cuando el botón tenga el foco.",
    verdict: {
      perfect: "¡Perfecto!",
      slow: "Muy lento",
      fast: "Muy rápido",
    },
    readout: {
      label: "Marcador de la partida",
      compressions: "Compresiones",
      rate: "Ritmo actual",
      rateValue: "{{bpm}}/min",
      time: "Tiempo",
      timeValue: "{{seconds}} s",
      accuracy: "Precisión",
      accuracyValue: "{{percent}} %",
      none: "—",
    },
    status: {
      idle: "Elige el ritmo y pulsa Iniciar. La partida termina al detenerla o a las 120 compresiones.",
      running: "En marcha: comprime al ritmo.",
      tooFew: "Has hecho {{compressions}} compresiones: necesitas al menos 30 para obtener una puntuación.",
    },
    result: {
      heading: "Tu resultado",
      score: "Puntuación",
      accuracy: "Precisión media",
      successRate: "Compresiones correctas",
      compressions: "Compresiones",
    },
    save: {
      heading: "Guarda tu puntuación",
      name: "Tu nombre o un apodo",
      nameHint: "Hasta 20 caracteres. Aparecerá en la clasificación pública de esta semana.",
      submit: "Guardar puntuación",
      saving: "Guardando…",
      skip: "No guardar",
      saved: "¡Puntuación guardada! Ya apareces en la clasificación de la semana si estás entre los diez mejores.",
      failed: "No se pudo guardar la puntuación. Inténtalo de nuevo en unos segundos.",
      rejected: "Esta partida no se puede guardar. Juega una partida nueva para guardar tu puntuación.",
      unavailable: "Ahora mismo no se pueden guardar puntuaciones, pero puedes seguir practicando.",
    },
    errors: {
      nameRequired: "Escribe tu nombre o un apodo",
      nameTooLong: "El nombre no puede superar los 20 caracteres",
      nameInvalid: "El nombre contiene caracteres no permitidos",
    },
  },
  leaderboard: {
    caption: "Semana del {{since}}",
    rank: "Posición",
    player: "Nombre",
    score: "Puntuación",
    accuracy: "Precisión",
    compressions: "Compresiones",
    empty: "Todavía no hay puntuaciones esta semana. ¡Sé la primera persona en aparecer!",
    unavailable: "La clasificación no está disponible en este momento. Puedes seguir practicando.",
  },
  feedback: {
    like: "Me gusta",
    improve: "Podría mejorar",
    comment: "Tu comentario",
    commentHint: "Hasta 2000 caracteres.",
    cancel: "Cancelar",
    send: "Enviar",
    sending: "Enviando…",
    liked: {
      title: "¡Gracias por tu valoración!",
      text: "Nos alegra que te haya gustado. En la pestaña que se ha abierto puedes dejarnos una reseña.",
    },
    success: {
      title: "¡Gracias por tu comentario!",
      text: "Hemos recibido tu feedback y trabajaremos para mejorar.",
    },
    rateAgain: "Valorar de nuevo",
    failure: "No se pudo enviar tu comentario. Inténtalo de nuevo.",
    rateLimited: "Has enviado varios comentarios en muy poco tiempo. Espera un minuto e inténtalo de nuevo.",
    errors: {
      empty: "Por favor, escribe tu comentario antes de enviar.",
      tooLong: "El comentario no puede superar los 2000 caracteres.",
    },
  },
  slide: {
    idle: "Desliza para completar",
    done: "¡Completado!",
    hint: "Arrastra el control hasta el final, o usa las flechas, Fin, Intro o la barra espaciadora.",
    confirmWithoutSliding: "Confirmar sin deslizar",
    valueText: "{{percent}} %",
  },
  course: {
    progress: "Progreso del curso",
    stepOf: "Paso {{number}} de {{total}}",
    previous: "Anterior",
    next: "Siguiente",
    stepNavigation: "Navegación entre pasos",
    goal: "Objetivo",
    manualsHeading: "Manuales para descargar",
    backToTraining: "Volver a formación corporativa",
  },
  resources: {
    tabs: "Tipos de recurso",
    download: "Descargar",
    manualPages_one: "PDF · {{count}} página",
    manualPages_other: "PDF · {{count}} páginas",
  },
  http: {
    crossSite: "Este formulario solo se puede enviar desde este sitio.",
  },
};

export type Messages = typeof es;
