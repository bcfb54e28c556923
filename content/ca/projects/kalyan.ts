import type { ProjectPage } from "../../types";
import { featuredVideos } from "../../videos";

export const project: ProjectPage = {
  slug: "kalyan",
  title: "Kalyan",
  description:
    "Teràpia en realitat virtual per a infants amb càncer, mares en dol i persones en fase terminal, amb artteràpia i mesurament de l'estat emocional.",
  category: "Salut",
  tech: ["Realitat virtual", "Artteràpia", "Mesurament emocional", "Recerca clínica"],
  image: {
    src: "/portfolio/kalyan.svg",
    alt: "Il·lustració d'un entorn virtual serè amb una persona que porta ulleres de realitat virtual",
  },
  sections: [
    {
      kind: "text",
      heading: "Enfocament terapèutic",
      paragraphs: [
        "Kalyan és una plataforma de teràpia en realitat virtual pensada per acompanyar infants amb càncer, mares en dol i persones en fase terminal en moments especialment difícils.",
        "Combina entorns virtuals tranquils amb activitats d'artteràpia i amb el mesurament de l'estat emocional, perquè els professionals que acompanyen cada persona tinguin una eina més en la seva feina. La plataforma no substitueix l'atenció clínica: la complementa.",
      ],
    },
    {
      kind: "cards",
      heading: "Components d'artteràpia",
      intro: "L'art com a via per expressar el que de vegades costa posar en paraules.",
      cards: [
        {
          title: "Creació artística en realitat virtual",
          text: "Pintar i donar forma en un espai tridimensional, sense materials ni limitacions físiques, a l'abast de qualsevol persona.",
        },
        {
          title: "Expressió emocional guiada",
          text: "Propostes creatives que et conviden a explorar i expressar emocions de manera segura i al teu propi ritme.",
        },
        {
          title: "Mesurament de l'estat emocional",
          text: "La plataforma mesura l'estat emocional durant l'experiència per fer el seguiment de com evoluciona cada persona.",
        },
        {
          title: "Acompanyament professional",
          text: "Les sessions es plantegen juntament amb els professionals que atenen cada pacient, que adapten l'experiència a les seves necessitats.",
        },
      ],
    },
    {
      kind: "cards",
      heading: "Quatre entorns",
      intro: "Espais virtuals tranquils on desconnectar de l'entorn hospitalari.",
      cards: [
        {
          title: "Bosc tranquil",
          text: "Arbres, llum suau i sons de la natura per respirar amb calma.",
        },
        {
          title: "Vora del mar",
          text: "El ritme de les onades com a companyia per relaxar-se i deixar passar els pensaments.",
        },
        {
          title: "Jardí",
          text: "Un lloc ple de color on crear i veure créixer el que imagines.",
        },
        {
          title: "Cel estrellat",
          text: "Un espai obert i serè per a la reflexió i el descans.",
        },
      ],
    },
    {
      kind: "cards",
      heading: "Beneficis clínics",
      intro: "El que la plataforma vol aportar a pacients, famílies i professionals.",
      cards: [
        {
          title: "Menys ansietat",
          text: "Els entorns immersius ajuden a reduir l'ansietat associada al tractament i a l'hospitalització.",
        },
        {
          title: "Benestar emocional",
          text: "L'artteràpia ofereix un espai per expressar emocions i trobar moments de calma.",
        },
        {
          title: "Adherència al tractament",
          text: "Una experiència atractiva i amable afavoreix que els pacients segueixin les sessions previstes.",
        },
        {
          title: "Qualitat de vida",
          text: "Petits moments d'evasió i creativitat que contribueixen a millorar el dia a dia.",
        },
      ],
    },
    {
      kind: "stats",
      heading: "Resultats de la recerca",
      intro: "Indicadors del projecte, recollits juntament amb els centres mèdics participants.",
      stats: [
        { value: "70 %", label: "de millora en el benestar emocional" },
        { value: "85 %", label: "de reducció de l'ansietat" },
        { value: "90 %", label: "d'adherència al tractament" },
        { value: "60 %", label: "de millora en la qualitat de vida" },
        { value: "+50", label: "pacients" },
        { value: "95 %", label: "de satisfacció dels professionals" },
        { value: "3", label: "centres mèdics" },
      ],
    },
    {
      kind: "text",
      heading: "Col·laboració amb un centre de recerca",
      paragraphs: [
        "Kalyan s'ha desenvolupat juntament amb un centre tecnològic de recerca, que aporta el rigor necessari per dissenyar el mesurament de l'estat emocional i avaluar-ne els resultats.",
        "Aquesta col·laboració uneix la nostra experiència en realitat virtual amb el coneixement científic, perquè cada decisió de disseny respongui a les necessitats reals de pacients i professionals.",
      ],
    },
    {
      kind: "testimonial",
      heading: "Què diuen els nostres clients",
      text: "La realitat virtual ens ha donat una manera nova d'acompanyar els nostres pacients. Les sessions els ofereixen una estona de calma i un espai per expressar-se, i a nosaltres, informació útil sobre com se senten.",
      author: "Equip clínic col·laborador",
      role: "Centre mèdic",
      since: "Client des del 2023",
    },
    {
      kind: "video",
      heading: "Mira el projecte",
      video: {
        ...featuredVideos["therapy-rehabilitation"],
        title: "Teràpia cultural i rehabilitació cognitiva",
        description:
          "Entorns virtuals que acompanyen processos terapèutics i de rehabilitació a través de l'art i la cultura.",
      },
    },
    {
      kind: "buttons",
      buttons: [
        { label: "COMENÇA LA TERÀPIA", action: { kind: "contact", topic: "kalyan-therapy" } },
        { label: "SOL·LICITA UNA DEMOSTRACIÓ CLÍNICA", action: { kind: "contact", topic: "kalyan-clinical-demo" } },
        { label: "CONTACTA'NS ARA", action: { kind: "contact", topic: "kalyan" } },
      ],
    },
  ],
};
