import type { SectionsPage } from "../types";
import { programmeVideos } from "../videos";

export const education: SectionsPage = {
  image: {
    src: "/education/hero.svg",
    alt: "Il·lustració d'una aula en què els alumnes porten ulleres de realitat virtual",
  },
  sections: [
    {
      kind: "experiences",
      heading: "Experiències per a l'aula",
      intro:
        "Tres experiències per treballar a classe. Cada sessió dura 120 minuts i es treballa en grups de 15 a 25 alumnes.",
      experiences: [
        {
          title: "Suport vital bàsic",
          subtitle: "Reanimació cardiopulmonar i desfibril·lador",
          description:
            "Els alumnes aprenen a actuar davant d'una aturada cardíaca: trucar al 112, fer compressions toràciques i utilitzar el desfibril·lador (DEA). Ho practiquen en un escenari virtual, pas a pas.",
          benefits: [
            "Practicar la reanimació cardiopulmonar (RCP)",
            "Saber utilitzar un desfibril·lador (DEA)",
            "Trucar al 112 i explicar què passa",
            "Guanyar confiança per actuar en una emergència",
          ],
          minutes: 120,
          ages: { min: 12, max: 18 },
          comingSoon: false,
          image: {
            src: "/education/basic-life-support.svg",
            alt: "Il·lustració d'un alumne amb ulleres de realitat virtual que practica la RCP amb un maniquí",
          },
          link: { label: "Practica el ritme amb la teva classe al simulador", pageId: "classroom" },
        },
        {
          title: "Gestió de residus",
          subtitle: "Reciclatge i cura de l'entorn",
          description:
            "Una experiència per aprendre a separar els residus i entendre per què és important. Els alumnes classifiquen el que troben en un escenari virtual.",
          benefits: [
            "Separar els residus al contenidor correcte",
            "Entendre l'impacte dels residus en l'entorn",
            "Adquirir hàbits de reciclatge",
          ],
          minutes: 120,
          ages: { min: 12, max: 18 },
          comingSoon: true,
          image: {
            src: "/education/waste-management.svg",
            alt: "Il·lustració d'un alumne que separa residus en contenidors de reciclatge de colors en un escenari virtual",
          },
        },
        {
          title: "Extinció d'incendis",
          subtitle: "Prevenció i ús de l'extintor",
          description:
            "Una experiència per aprendre a reaccionar davant d'un foc petit i a utilitzar un extintor. Els alumnes ho practiquen en realitat virtual, sense cap risc.",
          benefits: [
            "Reconèixer els riscos d'incendi",
            "Utilitzar un extintor correctament",
            "Saber quan cal apagar un foc i quan cal evacuar",
          ],
          minutes: 120,
          ages: { min: 14, max: 18 },
          comingSoon: true,
          image: {
            src: "/education/fire-extinction.svg",
            alt: "Il·lustració d'un alumne que utilitza un extintor sobre un petit foc virtual",
          },
        },
      ],
    },
    {
      kind: "text",
      heading: "Una classe de RCP gratuïta per a tot el grup, amb el mòbil",
      paragraphs: [
        "A més de les ulleres, el simulador per a l'aula és gratuït. Obre una classe, projecta'n el codi i cada alumne s'hi uneix des del mòbil, sense comptes ni dades personals. En una sola classe, tot el grup practica el ritme de les compressions toràciques i la teva pantalla et mostra qui necessita ajuda.",
        "Comença amb una ronda de prova, deixa que practiquin amb indicacions i repeteix la prova: al final tindràs l'abans i el després de la classe, a punt per imprimir.",
      ],
    },
    { kind: "buttons", buttons: [{ label: "Obre una classe", action: { kind: "page", pageId: "classroom" } }] },
    {
      kind: "cards",
      heading: "Per què aprendre amb realitat virtual",
      intro: "La realitat virtual converteix la teoria en una pràctica que els alumnes viuen en primera persona.",
      cards: [
        {
          title: "Aprendre fent",
          text: "Els alumnes practiquen en un entorn segur, on equivocar-se forma part de l'aprenentatge.",
        },
        {
          title: "Tothom hi participa",
          text: "Les ulleres van passant pel grup perquè cada alumne faci la pràctica, no només uns quants.",
        },
        {
          title: "Encaixa en el currículum",
          text: "Les experiències inclouen material docent per preparar la sessió i treballar els continguts a classe.",
        },
        {
          title: "Sense instal·lacions especials",
          text: "Les ulleres funcionen de manera autònoma: n'hi ha prou amb un espai lliure a l'aula.",
        },
      ],
    },
    {
      kind: "list",
      heading: "Lloguer setmanal d'ulleres de realitat virtual",
      intro:
        "El teu centre lloga durant una setmana una caixa amb quatre ulleres de realitat virtual i el material docent per utilitzar-les a classe.",
      items: [
        "Quatre ulleres de realitat virtual autònomes",
        "Les experiències ja instal·lades i a punt per fer servir",
        "Material docent i una guia per al professorat",
        "Una caixa de transport per rebre i retornar l'equip",
        "La devolució, sense cost addicional",
      ],
    },
    {
      kind: "stats",
      heading: "El kit en xifres",
      stats: [
        { value: "120 min", label: "per sessió" },
        { value: "12–18", label: "anys" },
        { value: "15–25", label: "alumnes per grup" },
        { value: "4", label: "ulleres de realitat virtual per caixa" },
        { value: "7", label: "dies de lloguer" },
      ],
    },
    {
      kind: "steps",
      heading: "Com funciona",
      intro: "Quatre passos, de la reserva a la devolució.",
      steps: [
        {
          title: "Reserva",
          text: "Tria la setmana que encaixi millor amb la teva programació i reserva el kit.",
        },
        {
          title: "Rep l'equip",
          text: "Les ulleres arriben al teu centre a la seva caixa de transport, amb les experiències instal·lades i el material docent.",
        },
        {
          title: "Fes-lo servir durant set dies",
          text: "Organitza les sessions amb els teus grups al llarg de la setmana.",
        },
        {
          title: "Retorna'l",
          text: "Torna a guardar l'equip a la caixa i envia'ns-el, sense cost addicional.",
        },
      ],
    },
    {
      kind: "video",
      heading: "Així és una sessió",
      video: {
        ...programmeVideos["first-aiducation-demo"],
        title: "Demostració de First Aiducation",
        description: "Com practiquen els alumnes el suport vital bàsic amb les ulleres de realitat virtual.",
      },
    },
    {
      kind: "faq",
      heading: "Preguntes freqüents",
      group: "education-faq",
      items: [
        {
          value: "item-0",
          question: "Per a quines edats estan pensades les experiències?",
          answer:
            "Per a alumnes de 12 a 18 anys. L'experiència d'extinció d'incendis està pensada per a alumnes de 14 a 18 anys.",
        },
        {
          value: "item-1",
          question: "Quant dura una sessió i quants alumnes hi participen?",
          answer: "Cada sessió dura 120 minuts i està pensada per a grups de 15 a 25 alumnes.",
        },
        {
          value: "item-2",
          question: "Què necessita el centre?",
          answer:
            "Un espai lliure a l'aula i un adult que supervisi la sessió. Les ulleres són autònomes: no cal cap ordinador ni cap instal·lació especial.",
        },
        {
          value: "item-3",
          question: "Com es reserva i es retorna el kit?",
          answer:
            "Reserves la setmana que prefereixis, reps el kit al centre i el fas servir durant set dies. Després el retornes a la seva caixa de transport, sense cost addicional.",
        },
        {
          value: "item-4",
          question: "Ja estan disponibles les experiències de residus i d'incendis?",
          answer:
            "Encara no: les experiències de gestió de residus i d'extinció d'incendis estaran disponibles aviat. De moment pots reservar la de suport vital bàsic.",
        },
        {
          value: "item-5",
          question: "S'hi inclou material docent?",
          answer:
            "Sí. El kit inclou material docent i una guia per al professorat. Per a qualsevol altre dubte, com ara el preu, contacta amb nosaltres.",
        },
      ],
    },
    {
      kind: "buttons",
      buttons: [
        { label: "Reserva el kit", action: { kind: "contact", topic: "education-rental" } },
        { label: "Descobreix First Aiducation", action: { kind: "page", pageId: "first-aiducation" } },
        { label: "Fes servir el simulador a l'aula", action: { kind: "page", pageId: "classroom" } },
        { label: "Contacta'ns", action: { kind: "page", pageId: "contact" } },
      ],
    },
  ],
};
