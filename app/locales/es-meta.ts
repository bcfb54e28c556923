// Spanish titles and descriptions of every page, for <title>, the description and share tags.
// The server builds each page's metadata from them (pageBasics); the browser never loads this
// module. en-meta.ts must have exactly the same keys.

export const esMeta = {
  pageMeta: {
    home: {
      title: "Estudio XR · Realidad virtual, aumentada y mixta",
      description:
        "Experiencias y formación en realidad virtual, aumentada y mixta para empresas, centros educativos y entidades de salud en Cataluña.",
    },
    portfolio: {
      title: "Casos de éxito · Estudio XR",
      description:
        "Proyectos de realidad extendida de Estudio XR: formación en primeros auxilios, arte, terapia, emergencias, automatización y reconstrucción 3D.",
    },
    "portfolio-first-aiducation": {
      title: "First Aiducation en casos de éxito · Estudio XR",
      description:
        "First Aiducation: programa de soporte vital básico en realidad virtual con RCP, uso del desfibrilador y llamada de emergencia.",
    },
    "portfolio-artist-vr": {
      title: "Arte en realidad virtual · Estudio XR",
      description:
        "Catálogo interactivo en realidad virtual de la obra de un artista, creado en colaboración con una escuela de arte.",
    },
    "portfolio-automation-toolkit": {
      title: "Automation Toolkit para Unity · Estudio XR",
      description:
        "Herramienta para Unity que envía eventos, datos estructurados y archivos multimedia a webhooks y plataformas de automatización.",
    },
    "portfolio-kalyan": {
      title: "Kalyan: terapia en realidad virtual · Estudio XR",
      description:
        "Plataforma de terapia en realidad virtual con arteterapia y medición del estado emocional, desarrollada con un centro tecnológico de investigación.",
    },
    "portfolio-dea-r": {
      title: "DEA-R: desfibriladores y realidad aumentada",
      description:
        "DEA-R localiza el desfibrilador más cercano por GPS y guía hasta él con navegación en realidad aumentada en caso de emergencia.",
    },
    "portfolio-gaussian-splatting": {
      title: "Gaussian Splatting: una ciudad en RV · Estudio XR",
      description:
        "Reconstrucción 3D y renderizado de una ciudad en realidad virtual con Gaussian splatting, con calidad fotorrealista en tiempo real.",
    },
    "first-aiducation": {
      title: "First Aiducation: soporte vital básico en RV",
      description:
        "Aprende soporte vital básico con realidad virtual: reanimación cardiopulmonar, uso del desfibrilador y llamada de emergencia.",
    },
    classroom: {
      title: "First Aiducation en el aula: el simulador con toda la clase",
      description:
        "Abre una sesión del simulador de compresiones torácicas para tu clase y consulta sus resultados, sin cuentas ni datos personales.",
    },
    resources: {
      title: "Recursos de First Aiducation · Estudio XR",
      description:
        "Vídeos de soporte vital básico, tutoriales de uso de las gafas de realidad virtual y manuales en PDF del programa First Aiducation.",
    },
    course: {
      title: "Curso NeoSalus de soporte vital básico",
      description:
        "Curso de autoformación en seis pasos: vídeos de soporte vital básico, simulador de compresiones, uso de las gafas de realidad virtual y manuales.",
    },
    education: {
      title: "Educación: realidad virtual para centros escolares",
      description:
        "Programas de realidad virtual para alumnos de 12 a 18 años: soporte vital básico con un kit semanal de cuatro gafas de realidad virtual y material docente.",
    },
    training: {
      title: "Formación para empresas con realidad virtual",
      description:
        "Formación corporativa en realidad virtual: soporte vital básico y contenidos a medida para equipos de empresas, hospitales y ayuntamientos.",
    },
    contact: {
      title: "Contacto · Estudio XR",
      description:
        "Cuéntanos tu proyecto de realidad virtual, aumentada o mixta. La consulta inicial es gratuita y respondemos en un plazo de 24 horas.",
    },
    sitemap: {
      title: "Mapa del sitio · Estudio XR",
      description:
        "Todas las páginas del sitio de Estudio XR: páginas principales, proyectos destacados y recursos de formación en realidad virtual.",
    },
    privacy: {
      title: "Política de privacidad · Estudio XR",
      description:
        "Qué datos guarda el sitio de Estudio XR, para qué, con qué base legal, durante cuánto tiempo y cómo ejercer tus derechos.",
    },
  },
};

export type MetaMessages = typeof esMeta;
