import type { CourseContent } from "../types";

export const course: CourseContent = {
  image: {
    src: "/course/hero.svg",
    alt: "Il·lustració d'un camí de sis estacions connectades que porta fins a un cor, al costat d'unes ulleres de realitat virtual",
  },
  steps: [
    {
      id: 0,
      title: "Introducció",
      icon: "intro",
      description: "Què aprendràs i com s'organitza el curs.",
    },
    {
      id: 1,
      title: "Vídeos SVB",
      icon: "video",
      description: "Els dos vídeos de suport vital bàsic: la reanimació cardiopulmonar i el desfibril·lador.",
    },
    {
      id: 2,
      title: "Simulador de compressions",
      icon: "heart",
      description: "Practica el ritme de les compressions toràciques durant un minut.",
    },
    {
      id: 3,
      title: "Ús del dispositiu de RV",
      icon: "headset",
      description: "Cinc tutorials sobre les ulleres de realitat virtual i la confirmació de la fase virtual.",
    },
    {
      id: 4,
      title: "Manuals i guies",
      icon: "book",
      description: "Les recomanacions ERC 2025 i els manuals del programa en PDF.",
    },
    {
      id: 5,
      title: "Valora la teva experiència",
      icon: "star",
      description: "Explica'ns què t'ha semblat el curs.",
    },
  ],
  introduction: {
    paragraphs: [
      "Et donem la benvinguda a NeoSalus. Repassaràs què cal fer davant d'una aturada cardíaca i et prepararàs per practicar-ho amb les ulleres de realitat virtual.",
      "Veuràs els vídeos de suport vital bàsic, entrenaràs el ritme de les compressions, aprendràs a utilitzar les ulleres i tindràs els manuals a mà. Avança al teu ritme: pots tornar a qualsevol pas quan vulguis.",
      "NeoSalus és una ajuda per formar-te i no substitueix un curs acreditat de suport vital bàsic.",
    ],
    start: "Comença el curs",
  },
  svb: {
    paragraphs: [
      "Comença per l'essencial: truca al 112, fes compressions al centre del pit i utilitza el desfibril·lador tan aviat com arribi.",
      "Els dos vídeos són en castellà. Mira'ls amb calma, tantes vegades com calgui, abans de passar al simulador.",
    ],
    thumbnailsLabel: "Tria un vídeo",
  },
  simulator: {
    goal: "El teu objectiu: mantenir un ritme de 100 a 120 compressions per minut durant un minut.",
    tips: [
      "Prem el botó «Comprimeix» (o la barra espaiadora o la tecla Retorn) cada vegada que faries una compressió. El simulador et diu si cadascuna va a bon ritme, lenta o ràpida.",
      "Busca un ritme constant, de gairebé dues compressions per segon, i mantén-lo fins al final.",
      "En una persona real, comprimeix de 5 a 6 cm al centre del pit i deixa que el pit torni a pujar després de cada compressió.",
      "Amb un mòbil pots triar mesurar la profunditat: aguanta'l amb la pantalla cap amunt entre les mans i un coixí ferm o un maniquí, mai sobre una persona. La profunditat que marca per a cada compressió és una estimació, amb un marge d'uns ± 5 mm.",
      "Prem «Atura» al cap d'un minut, o continua fins a les 120 compressions, i veuràs la teva puntuació. Si no et surt a la primera, torna-ho a provar.",
    ],
  },
  devices: {
    paragraphs: [
      "Aquests cinc tutorials, en castellà, t'ensenyen a utilitzar les ulleres de realitat virtual: des de posar-te-les per primera vegada fins a netejar-les i guardar-les.",
      "El de solució de problemes és opcional: tingues-lo a mà per si alguna cosa no funciona.",
      "Quan hagis fet la pràctica amb les ulleres, confirma-ho aquí a sota.",
    ],
    thumbnailsLabel: "Tria un tutorial",
    slideLabel: "Llisca per confirmar: he completat la fase virtual",
    completed: "✓ Fase virtual completada",
    confirmButton: "He completat la fase virtual",
  },
  guidelines: {
    paragraphs: [
      "Les recomanacions 2025 del Consell Europeu de Ressuscitació (ERC) recullen com cal actuar davant d'una aturada cardíaca d'acord amb l'evidència més recent.",
      "S'obren en una pestanya nova, perquè les puguis consultar sense sortir del curs.",
    ],
    cover: {
      src: "/course/guidelines-cover.svg",
      alt: "Portada abstracta amb un cor, una línia d'electrocardiograma, unes mans sobre un pit i el número 2025",
    },
    button: "Consulta les recomanacions ERC 2025",
    manualsIntro:
      "Aquí tens també els tres manuals del programa en PDF, per descarregar-los, imprimir-los o consultar-los quan els necessitis.",
  },
  finish: {
    ratingHeading: "Què t'ha semblat el curs?",
    congratulationsHeading: "Enhorabona, has completat NeoSalus!",
    congratulations: [
      "Ja coneixes els passos del suport vital bàsic: trucar al 112, fer compressions a un ritme de 100 a 120 per minut i utilitzar el desfibril·lador tan aviat com arribi.",
      "Repassa'ls de tant en tant i, si pots, completa la teva formació amb un curs acreditat.",
    ],
    restart: "Torna a començar",
    backToTraining: "Torna a la formació corporativa",
  },
};
