import type { ProjectPage } from "../../types";

export const project: ProjectPage = {
  slug: "dea-r",
  title: "DEA-R",
  description: "Troba el desfibril·lador més proper gràcies al GPS i arriba-hi guiat per la realitat augmentada.",
  category: "Salut i emergències",
  tech: ["Realitat augmentada", "GPS", "Geolocalització", "Aplicació mòbil"],
  image: {
    src: "/portfolio/dea-r.svg",
    alt: "Il·lustració d'un mòbil que mostra en realitat augmentada el camí fins a un desfibril·lador",
  },
  sections: [
    {
      kind: "cards",
      heading: "Característiques principals",
      cards: [
        {
          title: "Localització precisa",
          text: "A partir de la teva posició GPS, et mostra el desfibril·lador més proper.",
        },
        {
          title: "Realitat augmentada",
          text: "Sobre la imatge de la càmera apareixen fletxes i indicacions que et porten fins al desfibril·lador sense haver d'interpretar cap mapa.",
        },
        {
          title: "Emergències 24/7",
          text: "Està disponible a qualsevol hora del dia i de la nit, perquè una aturada cardíaca es pot produir en qualsevol moment.",
        },
      ],
    },
    {
      kind: "stats",
      heading: "Per què és important",
      intro: "En una aturada cardíaca cada minut compta, i saber on és el desfibril·lador pot marcar la diferència.",
      stats: [
        { value: "35.000", label: "desfibril·ladors catalogats" },
        { value: "70.000", label: "aturades cardíaques cada any" },
      ],
    },
    {
      kind: "text",
      heading: "Com funciona en una emergència",
      paragraphs: [
        "Si veus una persona inconscient que no respira amb normalitat, el primer que has de fer és trucar al número d'emergències. Si hi ha algú més amb tu, una persona es queda amb la víctima i comença la reanimació cardiopulmonar mentre l'altra va a buscar el desfibril·lador.",
        "Obre DEA-R: amb la teva ubicació GPS, l'aplicació localitza el desfibril·lador extern automàtic (DEA) més proper d'entre tots els que té catalogats.",
        "Segueix el camí que la realitat augmentada dibuixa sobre la imatge de la càmera fins a arribar al DEA. Porta'l al costat de la víctima, engega'l i segueix-ne les instruccions de veu fins que arribi l'ajuda.",
      ],
    },
    {
      kind: "buttons",
      buttons: [{ label: "CONTACTA'NS", action: { kind: "contact", topic: "health" } }],
    },
  ],
};
