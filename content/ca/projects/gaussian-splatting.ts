import type { ProjectPage } from "../../types";
import { featuredVideos } from "../../videos";

export const project: ProjectPage = {
  slug: "gaussian-splatting",
  title: "Gaussian Splatting",
  description:
    "Reconstruïm una ciutat en 3D a partir de fotografies i la renderitzem amb qualitat fotorealista perquè la recorris en realitat virtual.",
  category: "Visualització 3D",
  tech: ["Gaussian Splatting", "Unity", "Realitat virtual", "Fotogrametria"],
  image: {
    src: "/portfolio/gaussian-splatting.svg",
    alt: "Il·lustració d'una ciutat reconstruïda en 3D",
  },
  sections: [
    {
      kind: "cards",
      heading: "Característiques principals",
      cards: [
        {
          title: "Qualitat fotorealista",
          text: "La ciutat es reconstrueix a partir de fotografies reals, de manera que conserva les textures, les llums i els detalls tal com són.",
        },
        {
          title: "Temps real",
          text: "L'escena es renderitza a més de 60 FPS en realitat virtual, perquè t'hi puguis moure amb fluïdesa.",
        },
        {
          title: "Escalabilitat",
          text: "La mateixa tècnica serveix per a un edifici, un barri o una ciutat sencera, segons el que necessitis mostrar.",
        },
      ],
    },
    {
      kind: "text",
      heading: "La ciència darrere del Gaussian Splatting",
      paragraphs: [
        "El Gaussian Splatting representa una escena amb milions de gaussianes 3D: petites el·lipses semitransparents, cadascuna amb la seva posició, forma, color i opacitat. Totes s'obtenen a partir de fotografies del lloc preses des de molts angles.",
        "Un procés d'optimització ajusta aquestes gaussianes fins que, vistes des de la posició de cada càmera, reprodueixen les fotografies originals. El resultat és una còpia digital de l'espai real que pots observar des de qualsevol punt de vista.",
        "A diferència de NeRF, que desa l'escena dins d'una xarxa neuronal i l'ha de consultar punt per punt per calcular cada píxel, les gaussianes es projecten i es combinen directament sobre la pantalla. Per això la imatge es genera molt més de pressa i l'escena es pot recórrer en realitat virtual en temps real.",
      ],
    },
    {
      kind: "stats",
      heading: "En xifres",
      stats: [
        { value: "1.000 vegades", label: "més ràpid que el NeRF tradicional" },
        { value: "4K+", label: "de qualitat d'imatge" },
        { value: "90 %", label: "menys temps de renderització" },
        { value: ">60 FPS", label: "en realitat virtual" },
      ],
    },
    {
      kind: "cards",
      heading: "Aplicacions",
      intro: "Un espai real reconstruït amb detall obre la porta a molts usos.",
      cards: [
        {
          title: "Turisme virtual",
          text: "Permet visitar carrers, places i monuments des de qualsevol lloc, o descobrir un destí abans de viatjar-hi.",
        },
        {
          title: "Arquitectura",
          text: "Serveix per mostrar un entorn tal com és i presentar projectes en el seu context real.",
        },
        {
          title: "Entreteniment",
          text: "Converteix llocs reals en escenaris per a experiències immersives, esdeveniments i continguts interactius.",
        },
        {
          title: "Educació",
          text: "Apropa a l'aula espais històrics, urbans o naturals per explorar-los en primera persona.",
        },
      ],
    },
    {
      kind: "video",
      heading: "Mira la demostració",
      video: {
        ...featuredVideos["gaussian-splatting"],
        title: "Renderització 3D amb Gaussian Splatting",
        description: "Un recorregut en realitat virtual per una ciutat reconstruïda de manera fotorealista.",
      },
    },
    {
      kind: "buttons",
      buttons: [
        { label: "EXPLORA LA DEMOSTRACIÓ", action: { kind: "contact", topic: "gaussian-splatting-demo" } },
        { label: "SOL·LICITA UNA CONSULTA", action: { kind: "contact", topic: "gaussian-splatting-consultation" } },
        {
          label: "DEMANA LA DOCUMENTACIÓ TÈCNICA",
          action: { kind: "contact", topic: "gaussian-splatting-documentation" },
        },
      ],
    },
  ],
};
