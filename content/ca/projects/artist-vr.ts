import type { ProjectPage } from "../../types";
import { featuredVideos } from "../../videos";

export const project: ProjectPage = {
  slug: "artist-vr",
  title: "Art en realitat virtual",
  description:
    "Un catàleg interactiu en realitat virtual per explorar l'obra d'un artista, crear la teva i rebre una interpretació personal feta amb IA.",
  category: "Art i cultura",
  tech: ["Realitat virtual", "Intel·ligència artificial", "Art digital", "Experiència interactiva"],
  image: {
    src: "/portfolio/artist-vr.svg",
    alt: "Il·lustració d'una galeria d'art virtual amb obres penjades i una persona amb ulleres de realitat virtual",
  },
  sections: [
    {
      kind: "text",
      heading: "Sobre l'artista",
      paragraphs: [
        "L'artista ha mostrat la seva obra en més de 50 exposicions al llarg de la seva trajectòria.",
        "Amb aquest projecte, desenvolupat juntament amb una escola d'art i el mateix artista, el seu catàleg fa el salt a la realitat virtual: ja no només es mira des de fora, sinó que es recorre, es viu i serveix d'inspiració per crear.",
      ],
    },
    {
      kind: "partners",
      heading: "En col·laboració amb",
      partners: [
        { name: "Escola d'art col·laboradora", logo: "/portfolio/partners/school.svg" },
        { name: "L'artista", logo: "/portfolio/partners/artist.svg" },
      ],
    },
    {
      kind: "cards",
      heading: "L'experiència",
      intro: "Tres moments que converteixen la visita a una exposició en una cosa personal.",
      cards: [
        {
          title: "Explora el catàleg",
          text: "Recorre l'obra de l'artista en una galeria virtual i apropa't a cada peça tant com vulguis, al teu ritme.",
        },
        {
          title: "Crea la teva obra",
          text: "Inspira't en el que has vist i crea la teva pròpia obra d'art dins de la realitat virtual, sense necessitat d'experiència prèvia.",
        },
        {
          title: "Rep la teva interpretació",
          text: "L'experiència està pensada perquè, en acabar, rebis per correu electrònic una interpretació personal de la teva obra generada amb intel·ligència artificial.",
        },
      ],
    },
    {
      kind: "cards",
      heading: "La galeria virtual",
      intro: "Sis espais per descobrir el catàleg de l'artista des d'angles diferents.",
      cards: [
        {
          title: "Sala de benvinguda",
          text: "El punt de partida: una introducció a la trajectòria de l'artista i a com moure't per la galeria.",
        },
        {
          title: "Sala de retrats",
          text: "Un espai dedicat a la figura humana, per aturar-te en cada mirada i en cada gest.",
        },
        {
          title: "Sala de paisatges",
          text: "Obres que obren finestres a altres llocs, presentades a gran escala perquè et sentis dins d'elles.",
        },
        {
          title: "Sala del color",
          text: "Un recorregut per la manera com l'artista treballa el color i la llum.",
        },
        {
          title: "Taller creatiu",
          text: "L'espai on passes d'espectador a creador i dones forma a la teva pròpia obra.",
        },
        {
          title: "Sala d'exposició final",
          text: "Un lloc per contemplar la teva creació abans de tancar l'experiència.",
        },
      ],
    },
    {
      kind: "cards",
      heading: "Innovació tècnica",
      intro: "La tecnologia al servei de l'art, perquè l'experiència resulti natural des del primer minut.",
      cards: [
        {
          title: "Interacció en realitat virtual",
          text: "Controls intuïtius per moure't per la galeria, observar les obres de prop i crear amb les teves pròpies mans.",
        },
        {
          title: "Interpretació amb intel·ligència artificial",
          text: "Un model d'intel·ligència artificial analitza l'obra que crees i elabora una interpretació personal pensada per a tu.",
        },
        {
          title: "Disponible en diverses plataformes",
          text: "L'experiència s'adapta a diversos dispositius per portar-la a escoles, exposicions i esdeveniments.",
        },
      ],
    },
    {
      kind: "video",
      heading: "Mira l'experiència",
      video: {
        ...featuredVideos["artistic-vr"],
        title: "Art en realitat virtual",
        description: "Un catàleg interactiu en què cada visitant explora l'obra d'un artista i en crea una de pròpia.",
      },
    },
    {
      kind: "buttons",
      buttons: [
        { label: "VIU L'EXPERIÈNCIA", action: { kind: "contact", topic: "artist-vr-experience" } },
        { label: "RESERVA UNA SESSIÓ DE RV", action: { kind: "contact", topic: "artist-vr-session" } },
        { label: "CONEIX L'ARTISTA", action: { kind: "contact", topic: "artist-vr-artist" } },
      ],
    },
  ],
};
