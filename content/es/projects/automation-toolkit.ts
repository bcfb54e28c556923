import type { ProjectPage } from "../../types";
import { unityAssetStoreUrl } from "../../external-urls";
import { toolkitVideos } from "../../videos";

export const project: ProjectPage = {
  slug: "automation-toolkit",
  title: "Automation Toolkit para Unity",
  description:
    "Una herramienta para Unity que envía eventos, datos estructurados y archivos multimedia a webhooks y plataformas de automatización.",
  category: "Herramientas para desarrolladores",
  tech: ["Unity", "C#", "Webhooks", "JSON", "REST"],
  image: {
    src: "/portfolio/automation-toolkit.svg",
    alt: "Esquema de una aplicación de Unity que envía eventos, datos y archivos multimedia a un webhook",
  },
  sections: [
    {
      kind: "video-carousel",
      heading: "Míralo en acción",
      videos: [
        {
          ...toolkitVideos["toolkit-events"],
          title: "Envío de eventos",
          description:
            "Cómo una acción dentro de la aplicación de Unity lanza un evento que llega al instante a tu webhook.",
        },
        {
          ...toolkitVideos["toolkit-data"],
          title: "Datos estructurados",
          description:
            "Cómo se empaquetan los datos de una sesión en JSON y se envían a tu plataforma de automatización.",
        },
        {
          ...toolkitVideos["toolkit-media"],
          title: "Archivos multimedia",
          description:
            "Cómo se capturan y se envían capturas de pantalla y grabaciones desde la aplicación sin escribir código adicional.",
        },
      ],
      previousLabel: "Vídeo anterior",
      nextLabel: "Vídeo siguiente",
      thumbnailsLabel: "Elige un vídeo",
    },
    {
      kind: "cards",
      heading: "Funcionalidades",
      intro:
        "Todo lo que necesitas para conectar tu proyecto de Unity con las herramientas que ya usas, sin montar tu propio servidor.",
      cards: [
        {
          title: "Disparadores de eventos",
          text: "Lanza un evento cuando ocurre algo en tu aplicación: empieza una sesión, se completa una tarea o el usuario pulsa un botón.",
        },
        {
          title: "Datos estructurados en JSON",
          text: "Envía la información que elijas en formato JSON para que cualquier plataforma la lea y la procese sin transformaciones.",
        },
        {
          title: "Envío de multimedia",
          text: "Sube capturas de pantalla y grabaciones generadas durante la experiencia junto con los datos que las acompañan.",
        },
        {
          title: "Compatible con webhooks y plataformas de automatización",
          text: "Funciona con cualquier servicio que reciba peticiones HTTP, para que conectes tu aplicación con tus flujos de trabajo.",
        },
        {
          title: "Configuración desde el editor",
          text: "Define destinos, eventos y datos desde el editor de Unity, sin necesidad de programar.",
        },
        {
          title: "Reintentos y registro",
          text: "Si un envío falla, se vuelve a intentar automáticamente, y cada envío queda registrado para que puedas revisarlo.",
        },
      ],
    },
    {
      kind: "cards",
      heading: "Casos de uso",
      cards: [
        {
          title: "Analítica de formación en realidad virtual",
          text: "Recoge lo que ocurre en cada sesión de formación inmersiva y llévalo a tus hojas de cálculo, paneles o sistemas de gestión para analizar el progreso de cada participante.",
        },
        {
          title: "Informes y notificaciones automáticos",
          text: "Genera informes al terminar cada sesión y avisa a tu equipo por los canales que ya usa, sin tareas manuales.",
        },
      ],
    },
    {
      kind: "buttons",
      buttons: [
        {
          label: "VE A LA UNITY ASSET STORE",
          action: { kind: "external", url: unityAssetStoreUrl },
        },
        {
          label: "DESCÁRGALO AHORA",
          action: { kind: "external", url: unityAssetStoreUrl },
        },
        {
          label: "CONSULTA LA DOCUMENTACIÓN",
          action: { kind: "contact", topic: "automation-toolkit-documentation" },
        },
      ],
    },
  ],
};
