import type { MetaMessages } from "./es-meta";

// Catalan titles and descriptions of every page: the same keys as es-meta.ts, checked by `satisfies`.

export const caMeta = {
  pageMeta: {
    home: {
      title: "Estudio XR · Realitat virtual, augmentada i mixta",
      description:
        "Experiències i formació en realitat virtual, augmentada i mixta per a empreses, centres educatius i entitats de salut a Catalunya.",
    },
    portfolio: {
      title: "Casos d'èxit · Estudio XR",
      description:
        "Projectes de realitat estesa d'Estudio XR: formació en primers auxilis, art, teràpia, emergències, automatització i reconstrucció 3D.",
    },
    "portfolio-first-aiducation": {
      title: "First Aiducation als casos d'èxit · Estudio XR",
      description:
        "First Aiducation: programa de suport vital bàsic en realitat virtual amb RCP, ús del desfibril·lador i trucada d'emergència.",
    },
    "portfolio-artist-vr": {
      title: "Art en realitat virtual · Estudio XR",
      description:
        "Catàleg interactiu en realitat virtual de l'obra d'un artista, creat en col·laboració amb una escola d'art.",
    },
    "portfolio-automation-toolkit": {
      title: "Automation Toolkit per a Unity · Estudio XR",
      description:
        "Eina per a Unity que envia esdeveniments, dades estructurades i fitxers multimèdia a webhooks i plataformes d'automatització.",
    },
    "portfolio-kalyan": {
      title: "Kalyan: teràpia en realitat virtual · Estudio XR",
      description:
        "Plataforma de teràpia en realitat virtual amb artteràpia i mesurament de l'estat emocional, desenvolupada amb un centre tecnològic de recerca.",
    },
    "portfolio-dea-r": {
      title: "DEA-R: desfibril·ladors i realitat augmentada",
      description:
        "DEA-R localitza el desfibril·lador més proper per GPS i t'hi guia amb navegació en realitat augmentada en cas d'emergència.",
    },
    "portfolio-gaussian-splatting": {
      title: "Gaussian Splatting: una ciutat en realitat virtual",
      description:
        "Reconstrucció 3D i renderització d'una ciutat en realitat virtual amb Gaussian Splatting, amb qualitat fotorealista en temps real.",
    },
    "first-aiducation": {
      title: "First Aiducation: suport vital bàsic en realitat virtual",
      description:
        "Aprèn suport vital bàsic amb realitat virtual: reanimació cardiopulmonar, ús del desfibril·lador i trucada d'emergència.",
    },
    classroom: {
      title: "First Aiducation a l'aula: el simulador amb tota la classe",
      description:
        "Obre una sessió del simulador de compressions toràciques per a la teva classe i consulta'n els resultats, sense comptes ni dades personals.",
    },
    resources: {
      title: "Recursos de First Aiducation: vídeos i manuals · Estudio XR",
      description:
        "Vídeos de suport vital bàsic, tutorials d'ús de les ulleres de realitat virtual i manuals en PDF del programa First Aiducation.",
    },
    course: {
      title: "Curs NeoSalus de suport vital bàsic",
      description:
        "Curs d'autoformació en sis passos: vídeos de suport vital bàsic, simulador de compressions, ús de les ulleres de RV i manuals.",
    },
    education: {
      title: "Educació: realitat virtual per a centres escolars",
      description:
        "Programes de realitat virtual per a alumnes de 12 a 18 anys: suport vital bàsic amb un kit setmanal de quatre ulleres de RV i material docent.",
    },
    training: {
      title: "Formació per a empreses amb realitat virtual",
      description:
        "Formació corporativa en realitat virtual: suport vital bàsic i continguts a mida per a equips d'empreses, hospitals i ajuntaments.",
    },
    contact: {
      title: "Contacte · Estudio XR",
      description:
        "Explica'ns el teu projecte de realitat virtual, augmentada o mixta. La consulta inicial és gratuïta i responem en un termini de 24 hores.",
    },
    sitemap: {
      title: "Mapa del lloc · Estudio XR",
      description:
        "Totes les pàgines del lloc web d'Estudio XR: pàgines principals, projectes destacats i recursos de formació en realitat virtual.",
    },
    privacy: {
      title: "Política de privacitat · Estudio XR",
      description:
        "Quines dades desa el lloc web d'Estudio XR, per a què, amb quina base legal, durant quant de temps i com pots exercir els teus drets.",
    },
  },
} satisfies MetaMessages;
