import type { ProjectPage } from "../../types";
import { unityAssetStoreUrl } from "../../external-urls";
import { toolkitVideos } from "../../videos";

export const project: ProjectPage = {
  slug: "automation-toolkit",
  title: "Automation Toolkit per a Unity",
  description:
    "Una eina per a Unity que envia esdeveniments, dades estructurades i fitxers multimèdia a webhooks i plataformes d'automatització.",
  category: "Eines per a desenvolupadors",
  tech: ["Unity", "C#", "Webhooks", "JSON", "REST"],
  image: {
    src: "/portfolio/automation-toolkit.svg",
    alt: "Esquema d'una aplicació feta amb Unity que envia esdeveniments, dades i fitxers multimèdia a un webhook",
  },
  sections: [
    {
      kind: "video-carousel",
      heading: "Mira'l en acció",
      videos: [
        {
          ...toolkitVideos["toolkit-events"],
          title: "Enviament d'esdeveniments",
          description:
            "Com una acció dins de l'aplicació feta amb Unity llança un esdeveniment que arriba a l'instant al teu webhook.",
        },
        {
          ...toolkitVideos["toolkit-data"],
          title: "Dades estructurades",
          description:
            "Com s'empaqueten en JSON les dades d'una sessió i s'envien a la teva plataforma d'automatització.",
        },
        {
          ...toolkitVideos["toolkit-media"],
          title: "Fitxers multimèdia",
          description:
            "Com s'obtenen i s'envien captures de pantalla i enregistraments des de l'aplicació sense escriure codi addicional.",
        },
      ],
      previousLabel: "Vídeo anterior",
      nextLabel: "Vídeo següent",
      thumbnailsLabel: "Tria un vídeo",
    },
    {
      kind: "cards",
      heading: "Funcionalitats",
      intro:
        "Tot el que necessites per connectar el teu projecte de Unity amb les eines que ja fas servir, sense muntar el teu propi servidor.",
      cards: [
        {
          title: "Activadors d'esdeveniments",
          text: "Llança un esdeveniment quan passa alguna cosa a la teva aplicació: comença una sessió, es completa una tasca o l'usuari prem un botó.",
        },
        {
          title: "Dades estructurades en JSON",
          text: "Envia la informació que triïs en format JSON perquè qualsevol plataforma la pugui llegir i processar sense transformacions.",
        },
        {
          title: "Enviament de contingut multimèdia",
          text: "Puja captures de pantalla i enregistraments generats durant l'experiència juntament amb les dades que els acompanyen.",
        },
        {
          title: "Compatible amb webhooks i plataformes d'automatització",
          text: "Funciona amb qualsevol servei que rebi peticions HTTP, perquè connectis la teva aplicació amb els teus fluxos de treball.",
        },
        {
          title: "Configuració des de l'editor",
          text: "Defineix destinacions, esdeveniments i dades des de l'editor de Unity, sense necessitat de programar.",
        },
        {
          title: "Reintents i registre",
          text: "Si un enviament falla, es torna a intentar automàticament, i cada enviament queda registrat perquè el puguis revisar.",
        },
      ],
    },
    {
      kind: "cards",
      heading: "Casos d'ús",
      cards: [
        {
          title: "Analítica de formació en realitat virtual",
          text: "Recull el que passa en cada sessió de formació immersiva i porta-ho als teus fulls de càlcul, taulers de control o sistemes de gestió per analitzar el progrés de cada participant.",
        },
        {
          title: "Informes i notificacions automàtics",
          text: "Genera informes en acabar cada sessió i avisa el teu equip pels canals que ja fa servir, sense tasques manuals.",
        },
      ],
    },
    {
      kind: "buttons",
      buttons: [
        {
          label: "VÉS A LA UNITY ASSET STORE",
          action: { kind: "external", url: unityAssetStoreUrl },
        },
        {
          label: "DESCARREGA'L ARA",
          action: { kind: "external", url: unityAssetStoreUrl },
        },
        {
          label: "CONSULTA LA DOCUMENTACIÓ",
          action: { kind: "contact", topic: "automation-toolkit-documentation" },
        },
      ],
    },
  ],
};
