import type { HomeContent } from "../types";
import { eventsVideos, featuredVideos } from "../videos";

export const home: HomeContent = {
  hero: {
    tagline: "Submergeix-te en mons virtuals que transformen la teva manera d'aprendre i de treballar",
    lead: "Creem experiències i formació en realitat virtual, augmentada i mixta per a empreses, centres educatius i entitats de salut.",
    quoteButton: "SOL·LICITA UN PRESSUPOST",
    sectionNavLabel: "En aquesta pàgina",
  },
  about: {
    heading: "Qui som",
    text: [
      "Transformem la manera de formar, ensenyar i comunicar amb solucions de realitat virtual, augmentada i mixta per a empreses, centres educatius i entitats de salut.",
      "Vam néixer el 2025 a Catalunya amb una idea senzilla: que la tecnologia immersiva sigui útil i accessible, i que s'adapti al que necessita cada organització.",
    ],
    contactButton: "CONTACTA'NS",
  },
  schools: {
    heading: "Per a centres educatius: una classe de RCP amb el mòbil",
    text: "Obre una classe gratis: el teu alumnat hi entra amb un codi des del mòbil i practica el ritme de les compressions toràciques mentre veus a la teva pantalla qui necessita ajuda. Per a tot el grup, en el temps d'una classe, sense comptes ni dades personals.",
    button: "Obre una classe",
  },
  experience: {
    heading: "La nostra experiència",
    intro: "Tria un vídeo per veure alguns dels projectes que hem desenvolupat.",
    thumbnailsLabel: "Tria un vídeo",
    videos: [
      {
        ...featuredVideos["artistic-vr"],
        title: "Art en realitat virtual",
        description: "Un catàleg interactiu en què cada visitant explora l'obra d'un artista i crea la seva pròpia.",
      },
      {
        ...featuredVideos["first-aid-vr"],
        title: "Primers auxilis en realitat virtual",
        description:
          "Formació en suport vital bàsic per practicar la reanimació cardiopulmonar i l'ús del desfibril·lador.",
      },
      {
        ...featuredVideos["automation-toolkit"],
        title: "Automatització de fluxos a Unity",
        description:
          "Una eina per a Unity que envia esdeveniments, dades i fitxers multimèdia a webhooks i plataformes d'automatització.",
      },
      {
        ...featuredVideos["therapy-rehabilitation"],
        title: "Teràpia cultural i rehabilitació cognitiva",
        description:
          "Entorns virtuals que acompanyen processos terapèutics i de rehabilitació a través de l'art i la cultura.",
      },
      {
        ...featuredVideos["gaussian-splatting"],
        title: "Renderització 3D amb Gaussian Splatting",
        description: "Reconstrucció fotorealista d'espais reals per recórrer-los en realitat virtual.",
      },
    ],
  },
  services: {
    heading: "Els nostres serveis",
    intro:
      "Dissenyem solucions immersives per a cada sector, des d'un esdeveniment puntual fins a un programa de formació complet.",
    cards: [
      {
        title: "Realitat virtual, mixta i augmentada",
        subtitle: "Tecnologia immersiva a la teva mida",
        description:
          "Desenvolupem aplicacions de realitat virtual, mixta i augmentada adaptades als teus objectius, al teu públic i als teus dispositius.",
        gradient: "from-indigo-600 to-violet-500",
      },
      {
        title: "Esdeveniments",
        subtitle: "Experiències que es recorden",
        description:
          "Portem la realitat virtual a fires, presentacions i actes perquè el públic visqui la teva marca en primera persona.",
        gradient: "from-amber-500 to-rose-500",
        link: { label: "ESDEVENIMENTS", to: { kind: "anchor", id: "videos" } },
      },
      {
        title: "Indústria",
        subtitle: "Formació industrial",
        description:
          "Formem els teus equips en entorns virtuals segurs, on poden practicar procediments i situacions de risc sense conseqüències reals.",
        gradient: "from-slate-600 to-sky-600",
        link: { label: "INDÚSTRIA", to: { kind: "page", pageId: "training" } },
      },
      {
        title: "Educació",
        subtitle: "Aprenentatge immersiu",
        description: "Apropem als centres educatius experiències de realitat virtual en què l'alumnat aprèn fent.",
        gradient: "from-emerald-600 to-teal-500",
        link: { label: "EDUCACIÓ", to: { kind: "page", pageId: "education" } },
      },
      {
        title: "Salut",
        subtitle: "Teràpia i rehabilitació",
        description:
          "Creem entorns virtuals que donen suport a processos de teràpia i rehabilitació, dissenyats juntament amb professionals.",
        gradient: "from-rose-600 to-pink-500",
        link: { label: "SALUT", to: { kind: "page", pageId: "portfolio-kalyan" } },
      },
    ],
  },
  customDevelopment: {
    heading: "Desenvolupament a mida per a la teva empresa",
    intro:
      "Si cap solució estàndard no encaixa amb el teu cas, desenvolupem amb tu l'experiència que necessites, pas a pas.",
    benefits: [
      {
        title: "Anàlisi de necessitats",
        text: "Estudiem els teus processos i objectius per proposar-te la solució que realment t'aporta valor.",
      },
      {
        title: "Contingut de realitat virtual a mida",
        text: "Dissenyem escenaris, interaccions i continguts pensats per al teu sector i el teu equip.",
      },
      {
        title: "Integració amb els teus sistemes",
        text: "Connectem l'experiència amb les eines i plataformes que ja fas servir.",
      },
      {
        title: "Formació especialitzada de l'equip",
        text: "Ensenyem el teu equip a utilitzar la solució i a treure'n profit des del primer dia.",
      },
      {
        title: "Suport tècnic dedicat",
        text: "T'acompanyem amb un suport tècnic proper quan el necessitis.",
      },
    ],
    button: "PREGUNTA'NS PEL DESENVOLUPAMENT A MIDA",
    processHeading: "Com treballem",
    steps: [
      {
        title: "Consultoria inicial",
        text: "Parlem del teu projecte en una primera consulta gratuïta i t'enviem un pressupost sense compromís.",
      },
      {
        title: "Disseny i prototipatge",
        text: "Definim l'experiència i preparem un prototip per validar-lo amb tu abans de desenvolupar-lo.",
      },
      {
        title: "Implementació",
        text: "Desenvolupem la solució, la provem i la posem en marxa al teu entorn.",
      },
      {
        title: "Suport continu",
        text: "Continuem al teu costat després del lliurament amb manteniment, actualitzacions i resolució de dubtes.",
      },
    ],
  },
  testimonials: {
    heading: "Què diuen els nostres clients",
    items: [
      {
        text: "La sessió de formació en realitat virtual va ser molt pràctica: l'equip va poder repetir els procediments tantes vegades com va voler i en va sortir amb més confiança.",
        author: "Coordinadora de formació",
        role: "Empresa industrial, Catalunya",
        rating: 5,
        initial: "C",
      },
      {
        text: "El programa de suport vital bàsic en realitat virtual va despertar l'interès dels meus alumnes des del primer minut i els va ajudar a entendre què cal fer davant d'una emergència.",
        author: "Professor d'educació secundària",
        role: "Institut de secundària, Catalunya",
        rating: 5,
        initial: "P",
      },
    ],
  },
  whyUs: {
    heading: "Per què triar-nos",
    blocks: [
      {
        title: "Lideratge",
        text: "Apostem per la realitat estesa com a eina de formació i comunicació, i ajudem cada organització a fer el primer pas.",
      },
      {
        title: "Experiència",
        text: "Hem desenvolupat projectes per a esdeveniments, indústria, educació i salut, i apliquem el que hem après a cada nou encàrrec.",
      },
      {
        title: "Tecnologia",
        text: "Treballem amb realitat virtual, augmentada i mixta, i triem en cada cas la tecnologia que s'adapta millor al teu objectiu.",
      },
      {
        title: "Compromís",
        text: "T'acompanyem des de la primera consulta fins després del lliurament, amb un tracte proper i transparent.",
      },
    ],
  },
  events: {
    heading: "Vídeos d'esdeveniments",
    intro: "Així viuen el públic i els assistents les nostres experiències de realitat virtual en esdeveniments.",
    videos: [
      { ...eventsVideos["event-1"], title: "Experiència de realitat virtual en un esdeveniment" },
      { ...eventsVideos["event-2"], title: "Assistents provant la realitat virtual en un esdeveniment" },
    ],
  },
  faq: {
    heading: "Preguntes freqüents",
    items: [
      {
        value: "item-0",
        question: "Qui sou i què oferiu?",
        answer:
          "Som una empresa de realitat estesa fundada el 2025 a Catalunya. Desenvolupem experiències i formació en realitat virtual, augmentada i mixta per a empreses, centres educatius i entitats de salut.",
      },
      {
        value: "item-1",
        question: "Per què treballar amb vosaltres?",
        answer:
          "Perquè adaptem cada projecte a les teves necessitats, t'acompanyem en totes les fases i continuem al teu costat després del lliurament.",
      },
      {
        value: "item-2",
        question: "En quins sectors treballeu?",
        answer:
          "Treballem en esdeveniments, formació industrial, educació i salut (teràpia i rehabilitació), i també fem desenvolupaments a mida.",
      },
      {
        value: "item-3",
        question: "Quant de temps dura un projecte?",
        answer:
          "Depèn del seu abast: una aplicació bàsica de realitat augmentada pot estar llesta en tres o quatre setmanes, i un projecte complex de realitat virtual sol durar entre dos i sis mesos.",
      },
      {
        value: "item-4",
        question: "Oferiu suport després del desenvolupament?",
        answer:
          "Sí. Després del lliurament t'oferim suport tècnic, manteniment i actualitzacions perquè la solució continuï funcionant bé.",
      },
      {
        value: "item-5",
        question: "Com puc demanar un pressupost?",
        answer:
          "Escriu-nos a través del formulari de contacte i et respondrem en un termini de 24 hores. La consulta inicial és gratuïta i el pressupost, sense compromís.",
      },
    ],
  },
  contact: {
    heading: "Parlem del teu projecte",
    intro: "Explica'ns què necessites i et respondrem en un termini de 24 hores.",
  },
};
