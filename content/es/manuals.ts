import type { Manual } from "../types";

// The three downloadable manuals in Spanish: what the resources page lists and the text from which
// scripts/make-manuals.ts writes the PDFs under public/manuals/es/. After changing a text, run
// `npm run manuals` and update `pages` if the script reports a different page count.
// The ERC's own name, in English beside the Spanish one:
// cspell:words European Resuscitation Council

export const manuals: Manual[] = [
  {
    id: "basic-life-support",
    title: "Manual de soporte vital básico",
    description:
      "Qué hacer ante una parada cardiaca: comprobar la respuesta y la respiración, llamar al 112, hacer la RCP y usar el desfibrilador.",
    pages: 4,
    url: "/manuals/es/manual-soporte-vital-basico.pdf",
    sections: [
      {
        heading: "Sobre este manual",
        blocks: [
          {
            kind: "paragraph",
            text: "Este manual acompaña a First Aiducation, el programa de Estudio XR para aprender soporte vital básico (SVB) con gafas de realidad virtual. Resume lo que cualquier persona, sin formación sanitaria, puede hacer si alguien sufre una parada cardiaca delante de ella: reconocerla, pedir ayuda, hacer la reanimación cardiopulmonar (RCP) y usar un desfibrilador externo automático (DEA).",
          },
          {
            kind: "paragraph",
            text: "Sigue las recomendaciones de 2025 del Consejo Europeo de Resucitación (European Resuscitation Council, ERC) para personas que actúan como primer interviniente. Está pensado para repasar en clase lo practicado con las gafas y para consultarlo más adelante.",
          },
          {
            kind: "note",
            text: "Este manual es un material de apoyo a la formación. No sustituye a un curso acreditado de soporte vital básico y uso del DEA, en el que se practica con maniquíes y con la supervisión de instructores.",
          },
        ],
      },
      {
        heading: "Por qué importa actuar en los primeros minutos",
        blocks: [
          {
            kind: "paragraph",
            text: "En una parada cardiaca el corazón deja de bombear sangre y el cerebro se queda sin oxígeno. La ambulancia tarda unos minutos en llegar, y lo que hagan mientras tanto las personas que están cerca marca la diferencia: llamar enseguida, comprimir el pecho y usar un desfibrilador lo antes posible.",
          },
          {
            kind: "paragraph",
            text: "No hace falta ser sanitario para ayudar. Las compresiones mantienen algo de circulación hasta que llega el desfibrilador o el equipo de emergencias, y el DEA está diseñado para que lo use cualquier persona: analiza el ritmo del corazón y solo permite dar una descarga cuando es necesaria. Actuar, aunque sea con miedo a equivocarse, es siempre mejor que no hacer nada.",
          },
        ],
      },
      {
        heading: "1. Comprueba la seguridad y si responde",
        blocks: [
          {
            kind: "steps",
            items: [
              "Antes de acercarte, mira a tu alrededor: asegúrate de que ni tú ni la persona corréis peligro (tráfico, electricidad, fuego, agua). Si el lugar no es seguro y no puedes hacerlo seguro, no entres y llama al 112.",
              "Arrodíllate a su lado, sujétale suavemente los hombros y pregúntale en voz alta: «¿Se encuentra bien?».",
              "Si responde, déjala en la posición en la que está (si no corre peligro), averigua qué le pasa, pide ayuda si la necesita y vuelve a comprobar su estado con regularidad.",
              "Si no responde, grita pidiendo ayuda a las personas cercanas y continúa con el paso siguiente.",
            ],
          },
        ],
      },
      {
        heading: "2. Comprueba si respira con normalidad",
        blocks: [
          {
            kind: "paragraph",
            text: "Pon a la persona boca arriba. Abre la vía aérea: coloca una mano en la frente e inclina suavemente la cabeza hacia atrás mientras levantas el mentón con dos dedos de la otra mano. Después mira, escucha y siente si respira con normalidad durante no más de diez segundos.",
          },
          {
            kind: "bullets",
            items: [
              "Si respira con normalidad, no está en parada cardiaca: colócala en posición lateral de seguridad (se explica más adelante) y llama al 112.",
              "Si no respira, o no respira con normalidad, considera que está en parada cardiaca y actúa de inmediato.",
            ],
          },
          {
            kind: "note",
            text: "Las boqueadas lentas, ruidosas o entrecortadas que aparecen en los primeros minutos de una parada no son una respiración normal. Si tienes dudas, actúa como si fuera una parada cardiaca.",
          },
        ],
      },
      {
        heading: "3. Llama al 112 y pide un desfibrilador",
        blocks: [
          {
            kind: "steps",
            items: [
              "Llama al 112, el número de emergencias, o pide a alguien que llame. Si no hay nadie más, llama tú con tu propio móvil.",
              "Activa el altavoz del teléfono y déjalo a tu lado: así tendrás las manos libres para empezar la RCP sin colgar.",
              "Di dónde estás con la mayor precisión posible y explica que la persona no responde y no respira con normalidad.",
              "No cuelgues: quédate en línea y sigue las indicaciones de la persona que te atiende, que puede guiarte paso a paso durante la reanimación.",
              "Envía a alguien a buscar un desfibrilador (DEA) y a traerlo lo antes posible. Si no hay nadie más, no te alejes de la persona: empieza la RCP.",
            ],
          },
        ],
      },
      {
        heading: "4. Empieza las compresiones torácicas",
        blocks: [
          {
            kind: "paragraph",
            text: "Con la persona boca arriba sobre una superficie firme, arrodíllate a un lado de su pecho y descubre el tórax si es necesario.",
          },
          {
            kind: "steps",
            items: [
              "Coloca el talón de una mano en el centro del pecho, sobre la mitad inferior del esternón.",
              "Pon el talón de la otra mano encima y entrelaza los dedos para no apoyarlos sobre las costillas.",
              "Mantén los brazos rectos y los hombros justo encima de las manos, para empujar con el peso del cuerpo y no con la fuerza de los brazos.",
              "Comprime el pecho unos 5–6 cm de profundidad, a un ritmo de 100 a 120 compresiones por minuto.",
              "Tras cada compresión, deja que el pecho vuelva por completo a su posición sin despegar las manos.",
            ],
          },
          {
            kind: "bullets",
            items: [
              "Reduce al mínimo las interrupciones: cada pausa hace que la circulación que generas caiga de nuevo.",
              "Contar en voz alta ayuda a mantener el ritmo. Es el mismo ritmo que se practica en las gafas y en el simulador de la web.",
              "Si hay otra persona que sepa hacer RCP, turnaos cada dos minutos aproximadamente, con el cambio lo más rápido posible: el cansancio hace que las compresiones pierdan profundidad sin que uno se dé cuenta.",
            ],
          },
        ],
      },
      {
        heading: "5. Ventilaciones de rescate o RCP solo con las manos",
        blocks: [
          {
            kind: "paragraph",
            text: "Si tienes formación y te ves capaz, combina las compresiones con ventilaciones de rescate en una proporción de 30 compresiones y 2 ventilaciones (30:2):",
          },
          {
            kind: "steps",
            items: [
              "Después de 30 compresiones, abre la vía aérea inclinando la cabeza hacia atrás y elevando el mentón.",
              "Pinza la nariz con los dedos, coloca tu boca sobre la suya sellándola bien e insufla aire durante un segundo, mirando cómo se eleva el pecho.",
              "Deja que el pecho baje y repite una segunda ventilación.",
              "Vuelve enseguida a las compresiones: las dos ventilaciones no deberían interrumpirlas más de diez segundos.",
            ],
          },
          {
            kind: "paragraph",
            text: "Si no tienes formación o no te ves capaz de dar ventilaciones, haz RCP solo con las manos: compresiones continuas, sin pausas, a un ritmo de 100 a 120 por minuto. Unas buenas compresiones son mucho mejor que no hacer nada.",
          },
        ],
      },
      {
        heading: "6. Usa el desfibrilador en cuanto llegue",
        blocks: [
          {
            kind: "paragraph",
            text: "Un desfibrilador externo automático (DEA) es un aparato portátil que analiza el ritmo del corazón y, si hace falta, da una descarga eléctrica para intentar que vuelva a latir con normalidad. Se encuentra en muchos lugares públicos, como centros educativos, instalaciones deportivas, estaciones o comercios, señalizado con un corazón y un rayo.",
          },
          {
            kind: "steps",
            items: [
              "Enciéndelo en cuanto llegue (algunos se encienden solos al abrir la tapa) y sigue sus instrucciones de voz.",
              "Mientras tanto, que otra persona siga con las compresiones.",
              "Descubre el pecho y pega los parches sobre la piel tal como indican sus dibujos: uno debajo de la clavícula derecha y el otro en el costado izquierdo, por debajo de la axila.",
              "Cuando el DEA analice el ritmo, asegúrate de que nadie toca a la persona.",
              "Si indica una descarga, comprueba de nuevo que nadie la toca y pulsa el botón cuando lo pida (los modelos automáticos la dan solos tras avisar).",
              "Después de la descarga, o si indica que no es necesaria, reanuda las compresiones de inmediato y sigue sus instrucciones.",
            ],
          },
          {
            kind: "note",
            text: "Nadie debe tocar a la persona mientras el desfibrilador analiza el ritmo o da una descarga. Dilo en voz alta, por ejemplo «¡Que nadie la toque!», y comprueba que todos se apartan.",
          },
        ],
      },
      {
        heading: "7. Continúa hasta que llegue la ayuda",
        blocks: [
          {
            kind: "paragraph",
            text: "No dejes de hacer la RCP y de seguir las instrucciones del desfibrilador hasta que:",
          },
          {
            kind: "bullets",
            items: [
              "llegue el equipo de emergencias y te pida que pares;",
              "la persona empiece a despertarse, a moverse, a abrir los ojos o a respirar con normalidad;",
              "o ya no te queden fuerzas para seguir.",
            ],
          },
          {
            kind: "paragraph",
            text: "Si la persona recupera la respiración normal pero no despierta, colócala en posición lateral de seguridad, deja los parches del DEA puestos y el aparato encendido, y vigila su respiración sin parar hasta que llegue la ayuda.",
          },
        ],
      },
      {
        heading: "Si respira con normalidad: posición lateral de seguridad",
        blocks: [
          {
            kind: "paragraph",
            text: "La posición lateral de seguridad mantiene la vía aérea abierta y evita que la persona se atragante con la lengua o con un vómito.",
          },
          {
            kind: "steps",
            items: [
              "Arrodíllate a su lado, retírale las gafas (de ver o de sol) si las lleva y comprueba que tiene las piernas estiradas.",
              "Coloca el brazo más cercano a ti en ángulo recto con el cuerpo, con el codo doblado y la palma de la mano hacia arriba.",
              "Pasa el otro brazo por encima de su pecho y apoya el dorso de esa mano contra su mejilla más cercana a ti.",
              "Con tu otra mano, levanta la rodilla más alejada hasta que el pie quede apoyado en el suelo.",
              "Sujetando su mano contra la mejilla, tira de la rodilla hacia ti para girarla de lado.",
              "Ajusta la pierna de arriba de modo que la cadera y la rodilla formen un ángulo recto, e inclina la cabeza hacia atrás para mantener abierta la vía aérea.",
              "Llama al 112 si aún no lo has hecho y comprueba que sigue respirando con normalidad. Si deja de hacerlo, ponla boca arriba y empieza la RCP.",
            ],
          },
        ],
      },
      {
        heading: "Resumen",
        blocks: [
          {
            kind: "steps",
            items: [
              "Seguridad: comprueba que el lugar es seguro y si la persona responde.",
              "Respiración: abre la vía aérea y mira si respira con normalidad (no más de diez segundos).",
              "112: llama con el altavoz activado, sigue en línea y haz lo que te indiquen.",
              "Desfibrilador: envía a alguien a buscar un DEA.",
              "Compresiones: en el centro del pecho, 100–120 por minuto, unos 5–6 cm, dejando que el pecho vuelva y sin pausas innecesarias; 30:2 si sabes dar ventilaciones.",
              "DEA: enciéndelo en cuanto llegue y sigue sus instrucciones; nadie toca a la persona durante el análisis y la descarga.",
              "Continúa hasta que llegue la ayuda o la persona respire con normalidad.",
            ],
          },
          {
            kind: "paragraph",
            text: "Practicar es la mejor manera de no quedarse en blanco el día que haga falta. Con First Aiducation puedes repetir la secuencia completa en realidad virtual tantas veces como necesites; después, un curso acreditado te permitirá practicarla con maniquíes y obtener un certificado.",
          },
        ],
      },
    ],
  },
  {
    id: "device-guide",
    title: "Guía de uso de las gafas de realidad virtual",
    description:
      "Cómo preparar, ajustar y usar las gafas del kit de alquiler, organizar una sesión de 120 minutos y resolver los problemas más habituales.",
    pages: 4,
    url: "/manuals/es/guia-de-uso-gafas-vr.pdf",
    sections: [
      {
        heading: "Sobre esta guía",
        blocks: [
          {
            kind: "paragraph",
            text: "Esta guía es para el profesorado que recibe el kit de alquiler de First Aiducation. Explica cómo preparar las gafas de realidad virtual, cómo ponerlas en marcha y cómo organizar una sesión con toda la clase. Las gafas son autónomas: no necesitan ordenador ni cables durante el uso, y llegan con la experiencia ya instalada.",
          },
          {
            kind: "paragraph",
            text: "Los nombres de los botones y menús pueden variar ligeramente según el modelo de gafas que recibas, pero los pasos son los mismos. Te recomendamos probar el equipo el día antes de la primera sesión.",
          },
        ],
      },
      {
        heading: "Contenido de la caja",
        blocks: [
          {
            kind: "bullets",
            items: [
              "Cuatro gafas de realidad virtual autónomas, con First Aiducation instalado.",
              "Los mandos de cada una de las gafas.",
              "Los cargadores y cables de carga.",
              "El material didáctico para preparar la sesión y repasar después lo aprendido.",
              "La propia caja de transporte, que sirve también para devolver el equipo.",
            ],
          },
          {
            kind: "note",
            text: "Al abrir la caja, comprueba que está todo y que nada ha sufrido daños durante el transporte. Si falta algo o ves algún desperfecto, avísanos a través de la página de contacto de nuestra web antes de usar el equipo.",
          },
        ],
      },
      {
        heading: "Carga",
        blocks: [
          {
            kind: "bullets",
            items: [
              "Carga las gafas por completo el día antes de la sesión. Una carga completa tarda unas horas, así que lo más cómodo es dejarlas cargando por la tarde.",
              "Usa solo los cargadores y cables incluidos en la caja y enchúfalos a una toma de corriente de pared.",
              "La luz de estado de las gafas indica si se están cargando o si ya tienen la batería llena; también puedes ver el nivel de batería en el menú de las gafas.",
              "Comprueba también los mandos: según el modelo, se cargan con cable o funcionan con pilas.",
              "Entre turno y turno, si una de las gafas va justa de batería, conéctala al cargador mientras se usan las demás.",
            ],
          },
        ],
      },
      {
        heading: "Primeros pasos",
        blocks: [
          {
            kind: "steps",
            items: [
              "Enciende las gafas manteniendo pulsado el botón de encendido durante unos segundos, hasta que se ilumine la luz de estado. Enciende también los mandos pulsando cualquiera de sus botones.",
              "Afloja la correa, coloca las gafas desde delante hacia atrás y pasa la correa por detrás de la cabeza.",
              "Ajusta las correas laterales y la superior (si la tiene) para que las gafas queden firmes y cómodas, sin apretar. El peso debe repartirse entre la frente y la nuca.",
              "Mueve las gafas un poco arriba y abajo hasta ver la imagen nítida.",
              "Ajusta la distancia entre las lentes (distancia interpupilar o IPD) con la rueda o deslizando las lentes, hasta que la imagen se vea nítida y no se desdoble.",
              "Si el alumno lleva gafas graduadas y en la caja hay un separador para gafas, colócalo antes de que se ponga las gafas de realidad virtual. Así las lentes no rozarán los cristales.",
            ],
          },
          {
            kind: "note",
            text: "Cada alumno debe ajustar las gafas a su cabeza y a sus ojos. Un buen ajuste evita la visión borrosa y reduce el cansancio visual y el mareo.",
          },
        ],
      },
      {
        heading: "Preparar la zona de juego",
        blocks: [
          {
            kind: "paragraph",
            text: "Durante la experiencia los alumnos no ven lo que les rodea, así que cada una de las gafas necesita un espacio despejado.",
          },
          {
            kind: "steps",
            items: [
              "Elige para cada una de las gafas una zona libre de unos 2 × 2 metros, lejos de mesas, sillas, paredes, ventanas y de las demás gafas.",
              "Retira mochilas, cables y cualquier objeto del suelo con el que se pueda tropezar.",
              "Al encender las gafas, el sistema pide marcar el límite de la zona de juego: confirma el nivel del suelo y dibuja el contorno con el mando, siguiendo las indicaciones en pantalla.",
              "Cuando un alumno se acerca al límite, aparece una cuadrícula o una imagen de la sala. Es la señal para volver al centro de la zona.",
            ],
          },
        ],
      },
      {
        heading: "Abrir First Aiducation",
        blocks: [
          {
            kind: "steps",
            items: [
              "Con las gafas puestas, pulsa el botón de menú o de inicio del mando para abrir el menú principal.",
              "Abre la biblioteca de aplicaciones.",
              "Busca First Aiducation y selecciónala. La aplicación se abre en unos segundos.",
              "Sigue las indicaciones de la aplicación para empezar la experiencia.",
            ],
          },
        ],
      },
      {
        heading: "Cómo moverse por los menús",
        blocks: [
          {
            kind: "bullets",
            items: [
              "Seleccionar: apunta con el mando al botón que quieras; aparecerá un rayo o un puntero. Pulsa el gatillo (el botón que queda bajo el dedo índice) para seleccionarlo.",
              "Menú: el botón de menú del mando abre el menú de la aplicación o el menú principal de las gafas, desde donde se puede salir de la experiencia.",
              "Recentrar la vista: si la imagen queda torcida o desplazada, mira al frente y mantén pulsado el botón de inicio del mando durante un par de segundos, o usa la opción de recentrar del menú.",
            ],
          },
        ],
      },
      {
        heading: "Seguridad durante el uso",
        blocks: [
          {
            kind: "bullets",
            items: [
              "Un adulto debe estar siempre pendiente de quienes llevan las gafas puestas, sobre todo de que no se salgan de su zona de juego.",
              "Si alguien se marea, tiene náuseas, dolor de cabeza o los ojos cansados, que se quite las gafas, se siente y descanse. No debe volver a ponérselas hasta que se encuentre bien.",
              "Si un alumno tiene epilepsia o ha sufrido alguna vez crisis o desmayos con luces parpadeantes, consulta con su familia antes de que use las gafas.",
              "Las gafas se ponen y se quitan con las dos manos, aflojando antes la correa. No se deben dejar colgando del cable de carga ni de la correa.",
            ],
          },
        ],
      },
      {
        heading: "Organizar una sesión de 120 minutos",
        blocks: [
          {
            kind: "paragraph",
            text: "Una sesión de First Aiducation dura 120 minutos y está pensada para grupos de 15 a 25 alumnos. Como hay cuatro gafas, los alumnos las usan por turnos mientras el resto trabaja con el material didáctico. Una posible organización:",
          },
          {
            kind: "steps",
            items: [
              "Introducción con todo el grupo (unos 15 minutos): qué es una parada cardiaca y cuáles son los pasos del soporte vital básico. El material didáctico incluye recursos para esta parte.",
              "Turnos con las gafas (unos 90 minutos): divide el grupo en equipos de cuatro. Con 15 o 16 alumnos salen cuatro turnos de unos 20 minutos; con 25, siete turnos de unos 12 minutos.",
              "Mientras tanto, el resto de los alumnos trabaja con el material didáctico, observa a sus compañeros o practica el ritmo de las compresiones con el simulador de la web.",
              "Puesta en común final (unos 15 minutos): qué les ha resultado más difícil, qué harían en una situación real y cómo se llama al 112.",
            ],
          },
          {
            kind: "bullets",
            items: [
              "Prepara las zonas de juego y pon en marcha las gafas antes de que entre el grupo.",
              "Entre turno y turno, limpia las gafas como se explica en la guía de cuidado y mantenimiento.",
              "Reparte los turnos de antemano: así se pierde menos tiempo en los cambios.",
            ],
          },
        ],
      },
      {
        heading: "Al terminar la jornada",
        blocks: [
          {
            kind: "steps",
            items: [
              "Cierra la aplicación y apaga las gafas: mantén pulsado el botón de encendido y elige la opción de apagar.",
              "Limpia las gafas y los mandos como se explica en la guía de cuidado y mantenimiento.",
              "Pon a cargar las gafas y los mandos que lo necesiten, para tenerlos listos al día siguiente.",
              "Guarda en la caja todo lo que no esté cargando, lejos de la luz del sol.",
            ],
          },
        ],
      },
      {
        heading: "Solución de problemas",
        blocks: [
          {
            kind: "bullets",
            items: [
              "Las gafas no se encienden: conéctalas al cargador durante unos minutos y vuelve a mantener pulsado el botón de encendido. Si siguen sin responder, mantén pulsado el botón unos segundos más para forzar el reinicio.",
              "La imagen se ve borrosa: sube o baja un poco las gafas, ajusta las correas y la distancia entre las lentes, y limpia las lentes con el paño de microfibra seco.",
              "Se pierde el seguimiento o el límite de la zona de juego: comprueba que la sala esté bien iluminada pero sin sol directo, que no haya espejos ni superficies brillantes cerca y que las cámaras exteriores de las gafas estén limpias. Si el problema continúa, vuelve a dibujar el límite.",
              "El mando no aparece o no responde: pulsa cualquier botón para activarlo, comprueba su batería o sus pilas y reinicia las gafas. Si sigue sin detectarse, vuelve a emparejarlo desde los ajustes de las gafas.",
              "La aplicación se cierra: vuelve a abrirla desde la biblioteca de aplicaciones. Si ocurre de nuevo, reinicia las gafas y comprueba que tengan batería suficiente.",
              "No se oye nada: sube el volumen con los botones de volumen de las gafas y comprueba que no haya unos auriculares conectados.",
            ],
          },
        ],
      },
      {
        heading: "¿Necesitas ayuda?",
        blocks: [
          {
            kind: "paragraph",
            text: "Si tienes un problema que esta guía no resuelve, escríbenos a través del formulario de la página de contacto de nuestra web. Indica el nombre de tu centro, qué ocurre y con qué gafas, y te responderemos lo antes posible.",
          },
        ],
      },
    ],
  },
  {
    id: "device-care",
    title: "Cuidado y mantenimiento del equipo",
    description:
      "Cómo limpiar las gafas entre alumnos, cuidar las lentes y la batería, guardar el equipo y prepararlo para la devolución.",
    pages: 2,
    url: "/manuals/es/cuidado-y-mantenimiento.pdf",
    sections: [
      {
        heading: "Sobre esta guía",
        blocks: [
          {
            kind: "paragraph",
            text: "Durante la semana de alquiler, las gafas de realidad virtual pasan por las manos de muchos alumnos. Esta guía explica cómo mantenerlas limpias y en buen estado para que funcionen bien en cada sesión y lleguen en perfectas condiciones al siguiente centro.",
          },
        ],
      },
      {
        heading: "Higiene entre alumnos",
        blocks: [
          {
            kind: "paragraph",
            text: "Limpia las gafas cada vez que cambie la persona que las lleva:",
          },
          {
            kind: "steps",
            items: [
              "Si en la caja hay cubiertas faciales desechables, pon una nueva a cada alumno y tírala al terminar su turno.",
              "Limpia la almohadilla facial y las correas con una toallita no abrasiva y sin alcohol.",
              "Deja que se sequen al aire antes de que se las ponga el siguiente alumno.",
              "Limpia las lentes solo con un paño de microfibra seco, con movimientos circulares suaves desde el centro hacia fuera.",
            ],
          },
          {
            kind: "note",
            text: "No uses nunca alcohol, lejía, productos de limpieza, agua ni toallitas húmedas en las lentes, y no pulverices ningún líquido directamente sobre las gafas. Pueden dañar el recubrimiento de las lentes y los componentes electrónicos.",
          },
          {
            kind: "bullets",
            items: [
              "Pide a los alumnos que se laven o desinfecten las manos antes de su turno.",
              "Si alguien tiene una infección en los ojos o en la piel de la cara, es mejor que no use las gafas ese día.",
              "Limpia también los mandos con una toallita sin alcohol al final de la sesión.",
            ],
          },
        ],
      },
      {
        heading: "Las lentes y la luz del sol",
        blocks: [
          {
            kind: "note",
            text: "No dejes nunca las lentes expuestas a la luz directa del sol, ni siquiera unos minutos. Las lentes concentran la luz como una lupa y pueden quemar las pantallas de forma irreparable.",
          },
          {
            kind: "bullets",
            items: [
              "Cuando las gafas no se usen, déjalas dentro de la caja o apoyadas con las lentes hacia abajo, lejos de las ventanas.",
              "No toques las lentes con los dedos ni las limpies con papel, pañuelos o la ropa: pueden rayarlas.",
              "Si las lentes se empañan al entrar desde un lugar frío, espera unos minutos a que se adapten a la temperatura de la sala.",
            ],
          },
        ],
      },
      {
        heading: "Carga y cuidado de la batería",
        blocks: [
          {
            kind: "bullets",
            items: [
              "Usa solo los cargadores y cables incluidos en la caja.",
              "Carga las gafas en un lugar ventilado, sobre una superficie dura y lejos de fuentes de calor. No las cargues dentro de la caja cerrada ni tapadas.",
              "Al final de cada día de uso, deja cargando las gafas y los mandos que lo necesiten para tenerlos listos al día siguiente.",
              "No dejes la batería completamente descargada durante días: si no vas a usar el equipo en un tiempo, guárdalo con la batería cargada aproximadamente hasta la mitad.",
              "Evita las temperaturas extremas: no dejes el equipo en un coche al sol ni junto a la calefacción.",
              "Si un cable o un cargador está dañado, no lo uses.",
            ],
          },
        ],
      },
      {
        heading: "Almacenamiento y transporte",
        blocks: [
          {
            kind: "bullets",
            items: [
              "Guarda cada elemento en su hueco de la caja: así se protege durante el transporte y es fácil ver si falta algo.",
              "Enrolla los cables sin doblarlos ni apretarlos.",
              "Guarda la caja cerrada en un lugar seco, a temperatura ambiente y lejos de la luz del sol.",
              "No apiles objetos pesados encima de la caja.",
              "Para llevar el equipo de un aula a otra, transpórtalo siempre dentro de la caja.",
            ],
          },
        ],
      },
      {
        heading: "Antes de devolver la caja",
        blocks: [
          {
            kind: "paragraph",
            text: "Al final de la semana de alquiler, repasa esta lista antes de cerrar la caja:",
          },
          {
            kind: "steps",
            items: [
              "Cuenta el material: las cuatro gafas, todos los mandos, los cargadores y cables, y el material didáctico.",
              "Comprueba el nivel de carga: deja las gafas con algo de batería, aproximadamente la mitad.",
              "Limpia las gafas y los mandos como se explica en esta guía, y tira las cubiertas faciales desechables usadas.",
              "Apaga las gafas por completo, no las dejes en reposo.",
              "Guarda cada elemento en su hueco de la caja y cierra la caja.",
              "Envía la caja siguiendo las indicaciones de devolución que te hemos dado. La devolución no tiene coste adicional.",
            ],
          },
        ],
      },
      {
        heading: "Si algo se ha dañado",
        blocks: [
          {
            kind: "paragraph",
            text: "Los accidentes pueden ocurrir. Si algún elemento se ha dañado, no funciona bien o falta, avísanos a través de la página de contacto de nuestra web antes de enviar la caja de vuelta. Explica qué elemento es y qué ha ocurrido. Así podremos revisarlo y preparar el equipo para el siguiente centro.",
          },
          {
            kind: "note",
            text: "No intentes abrir ni reparar las gafas, los mandos o los cargadores. Si una de las gafas se calienta en exceso, huele a quemado o la batería parece hinchada, deja de usarla, desconéctala y avísanos.",
          },
        ],
      },
    ],
  },
];
