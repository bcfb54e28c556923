import type { SectionsPage } from "../types";
import { programmeVideos } from "../videos";

export const education: SectionsPage = {
  image: {
    src: "/education/hero.svg",
    alt: "Ilustración de un aula en la que los alumnos llevan gafas de realidad virtual",
  },
  sections: [
    {
      kind: "experiences",
      heading: "Experiencias para el aula",
      intro:
        "Tres experiencias para trabajar en clase. Cada sesión dura 120 minutos y está pensada para grupos de 15 a 25 alumnos.",
      experiences: [
        {
          title: "Soporte vital básico",
          subtitle: "Reanimación cardiopulmonar y desfibrilador",
          description:
            "Los alumnos aprenden a actuar ante una parada cardiaca: llamar al 112, hacer compresiones torácicas y usar el desfibrilador (DEA). Lo practican en un escenario virtual, paso a paso.",
          benefits: [
            "Practicar la reanimación cardiopulmonar (RCP)",
            "Saber usar un desfibrilador (DEA)",
            "Llamar al 112 y explicar qué ocurre",
            "Ganar confianza para actuar en una emergencia",
          ],
          minutes: 120,
          ages: { min: 12, max: 18 },
          comingSoon: false,
          image: {
            src: "/education/basic-life-support.svg",
            alt: "Ilustración de un alumno con gafas de realidad virtual que practica la RCP con un maniquí",
          },
          link: { label: "Practica el ritmo con tu clase en el simulador", pageId: "classroom" },
        },
        {
          title: "Gestión de residuos",
          subtitle: "Reciclaje y cuidado del entorno",
          description:
            "Una experiencia para aprender a separar los residuos y entender por qué importa. Los alumnos clasifican lo que encuentran en un escenario virtual.",
          benefits: [
            "Separar los residuos en el contenedor correcto",
            "Entender el impacto de los residuos en el entorno",
            "Adquirir hábitos de reciclaje",
          ],
          minutes: 120,
          ages: { min: 12, max: 18 },
          comingSoon: true,
          image: {
            src: "/education/waste-management.svg",
            alt: "Ilustración de un alumno que separa residuos en contenedores de reciclaje de colores en un escenario virtual",
          },
        },
        {
          title: "Extinción de incendios",
          subtitle: "Prevención y uso del extintor",
          description:
            "Una experiencia para aprender a reaccionar ante un fuego pequeño y a usar un extintor. Los alumnos lo practican en realidad virtual, sin ningún riesgo.",
          benefits: [
            "Reconocer los riesgos de incendio",
            "Usar un extintor correctamente",
            "Saber cuándo apagar un fuego y cuándo evacuar",
          ],
          minutes: 120,
          ages: { min: 14, max: 18 },
          comingSoon: true,
          image: {
            src: "/education/fire-extinction.svg",
            alt: "Ilustración de un alumno que usa un extintor sobre un pequeño fuego virtual",
          },
        },
      ],
    },
    {
      kind: "text",
      heading: "Una clase de RCP gratuita para todo el grupo, con el móvil",
      paragraphs: [
        "Además de las gafas, el simulador para el aula es gratuito. Abre una clase, proyecta su código y cada alumno se une desde su móvil, sin cuentas y sin datos personales. En una sola clase, todo el grupo practica el ritmo de las compresiones torácicas y tu pantalla te muestra quién necesita ayuda.",
        "Empieza con una ronda de prueba, deja que practiquen con indicaciones y repite la prueba: al final tendrás el antes y el después de la clase, listo para imprimir.",
      ],
    },
    { kind: "buttons", buttons: [{ label: "Abre una clase", action: { kind: "page", pageId: "classroom" } }] },
    {
      kind: "cards",
      heading: "Por qué aprender con realidad virtual",
      intro: "La realidad virtual convierte la teoría en una práctica que los alumnos viven en primera persona.",
      cards: [
        {
          title: "Aprender haciendo",
          text: "Los alumnos practican en un entorno seguro, donde equivocarse forma parte del aprendizaje.",
        },
        {
          title: "Todos participan",
          text: "Las gafas van pasando por el grupo para que cada alumno haga la práctica, no solo unos pocos.",
        },
        {
          title: "Encaja en el currículo",
          text: "Las experiencias incluyen material docente para preparar la sesión y trabajar los contenidos en clase.",
        },
        {
          title: "Sin instalaciones especiales",
          text: "Las gafas funcionan de forma autónoma: basta con un espacio despejado en el aula.",
        },
      ],
    },
    {
      kind: "list",
      heading: "Alquiler semanal de gafas de realidad virtual",
      intro:
        "Tu centro alquila durante una semana una caja con cuatro gafas de realidad virtual y el material docente para usarlas en clase.",
      items: [
        "Cuatro gafas de realidad virtual autónomas",
        "Las experiencias ya instaladas y listas para usar",
        "Material docente y una guía para el profesorado",
        "Una caja de transporte para recibir y devolver el equipo",
        "La devolución, sin coste adicional",
      ],
    },
    {
      kind: "stats",
      heading: "El kit en cifras",
      stats: [
        { value: "120 min", label: "por sesión" },
        { value: "12–18", label: "años" },
        { value: "15–25", label: "alumnos por grupo" },
        { value: "4", label: "gafas de realidad virtual por caja" },
        { value: "7", label: "días de alquiler" },
      ],
    },
    {
      kind: "steps",
      heading: "Cómo funciona",
      intro: "Cuatro pasos, de la reserva a la devolución.",
      steps: [
        {
          title: "Reserva",
          text: "Elige la semana que mejor encaje con tu programación y reserva el kit.",
        },
        {
          title: "Recibe el equipo",
          text: "Las gafas llegan a tu centro en su caja de transporte, con las experiencias instaladas y el material docente.",
        },
        {
          title: "Úsalo durante siete días",
          text: "Organiza las sesiones con tus grupos a lo largo de la semana.",
        },
        {
          title: "Devuélvelo",
          text: "Vuelve a guardar el equipo en la caja y envíanoslo, sin coste adicional.",
        },
      ],
    },
    {
      kind: "video",
      heading: "Así es una sesión",
      video: {
        ...programmeVideos["first-aiducation-demo"],
        title: "Demostración de First Aiducation",
        description: "Cómo practican los alumnos el soporte vital básico con las gafas de realidad virtual.",
      },
    },
    {
      kind: "faq",
      heading: "Preguntas frecuentes",
      group: "education-faq",
      items: [
        {
          value: "item-0",
          question: "¿Para qué edades están pensadas las experiencias?",
          answer:
            "Para alumnos de 12 a 18 años. La experiencia de extinción de incendios está pensada para alumnos de 14 a 18 años.",
        },
        {
          value: "item-1",
          question: "¿Cuánto dura una sesión y cuántos alumnos participan?",
          answer: "Cada sesión dura 120 minutos y está pensada para grupos de 15 a 25 alumnos.",
        },
        {
          value: "item-2",
          question: "¿Qué necesita el centro?",
          answer:
            "Un espacio despejado en el aula y un adulto que supervise la sesión. Las gafas son autónomas: no hace falta ningún ordenador ni ninguna instalación especial.",
        },
        {
          value: "item-3",
          question: "¿Cómo se reserva y se devuelve el kit?",
          answer:
            "Reservas la semana que prefieras, recibes el kit en el centro y lo usas durante siete días. Después lo devuelves en su caja de transporte, sin coste adicional.",
        },
        {
          value: "item-4",
          question: "¿Ya están disponibles las experiencias de residuos y de incendios?",
          answer:
            "Todavía no: las experiencias de gestión de residuos y de extinción de incendios estarán disponibles próximamente. Hoy puedes reservar la de soporte vital básico.",
        },
        {
          value: "item-5",
          question: "¿Se incluye material docente?",
          answer:
            "Sí. El kit incluye material docente y una guía para el profesorado. Para cualquier otra duda, como el precio, contacta con nosotros.",
        },
      ],
    },
    {
      kind: "buttons",
      buttons: [
        { label: "Reserva el kit", action: { kind: "contact", topic: "education-rental" } },
        { label: "Descubre First Aiducation", action: { kind: "page", pageId: "first-aiducation" } },
        { label: "Usa el simulador en el aula", action: { kind: "page", pageId: "classroom" } },
        { label: "Contáctanos", action: { kind: "page", pageId: "contact" } },
      ],
    },
  ],
};
