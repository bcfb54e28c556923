import { versionDate } from "../privacy";
import type { PrivacyPolicy } from "../types";

export const privacyPolicy: PrivacyPolicy = {
  versionLabel: (version) => {
    const { day, month, year } = versionDate(version, "es-ES");
    return `Versión del ${day} de ${month} de ${year}`;
  },
  sections: [
    {
      heading: "Quién es el responsable de tus datos",
      paragraphs: [
        "El responsable del tratamiento de los datos personales que se recogen en este sitio web es Estudio XR, una empresa de realidad extendida con sede en Cataluña (España), fundada en 2025. La única excepción son los datos de las sesiones del simulador en el aula: su responsable es el centro educativo, y Estudio XR los trata por cuenta del centro (véase «Sesiones del simulador en el aula»).",
        "Esta política explica qué datos guardamos cuando usas el sitio, para qué los usamos, con qué base legal, durante cuánto tiempo los conservamos y cómo puedes ejercer tus derechos. Tratamos tus datos de acuerdo con el Reglamento General de Protección de Datos (RGPD, Reglamento (UE) 2016/679) y la Ley Orgánica 3/2018 de Protección de Datos Personales y garantía de los derechos digitales (LOPDGDD).",
        "Para cualquier cuestión sobre privacidad o para ejercer tus derechos, escríbenos a través del formulario de contacto del sitio eligiendo el motivo de privacidad; puedes ir directamente a la página /es/contacto?topic=privacy.",
      ],
    },
    {
      heading: "Qué datos guardamos del formulario de contacto",
      paragraphs: ["Cuando nos escribes a través del formulario de contacto guardamos estos datos:"],
      list: [
        "Tu nombre y tu correo electrónico.",
        "Tu teléfono y el tipo de proyecto, solo si decides indicarlos (son opcionales).",
        "El mensaje que nos escribes.",
        "Que has aceptado esta política de privacidad (es obligatorio para enviar el formulario) y la versión de la política que aceptaste.",
        "Si quieres recibir novedades de Estudio XR por correo electrónico (es opcional y la casilla aparece sin marcar).",
        "El idioma del sitio desde el que enviaste el formulario y la fecha y hora del envío.",
      ],
    },
    {
      heading: "Para qué usamos los datos del formulario de contacto",
      paragraphs: [
        "Usamos estos datos para responder a tu consulta y, si nos lo pides, preparar un presupuesto. La base legal es tu consentimiento y la aplicación, a petición tuya, de medidas precontractuales (artículos 6.1.a y 6.1.b del RGPD).",
        "Solo te enviaremos novedades por correo electrónico si marcas la casilla correspondiente. En ese caso, la base legal es tu consentimiento (artículo 6.1.a del RGPD), que puedes retirar en cualquier momento.",
        "Conservamos cada mensaje durante 12 meses (365 días) desde su envío. Pasado ese plazo se borra automáticamente, y con él tu consentimiento para recibir novedades.",
      ],
    },
    {
      heading: "Comentarios anónimos sobre los recursos de formación",
      paragraphs: [
        "En la página de recursos de formación puedes enviarnos un comentario anónimo. Guardamos el texto del comentario, la dirección de la página desde la que lo enviaste y el identificador del navegador (user-agent) que usaste. No te pedimos el nombre ni el correo electrónico.",
        "Usamos estos comentarios para mejorar los materiales de formación. La base legal es nuestro interés legítimo en mejorar esos materiales (artículo 6.1.f del RGPD).",
        "Los comentarios se conservan durante 12 meses y después se borran automáticamente. Te pedimos que no escribas datos personales, tuyos ni de otras personas, en el comentario.",
      ],
    },
    {
      heading: "Clasificación del simulador de compresiones torácicas",
      paragraphs: [
        "Si al terminar una partida del simulador de compresiones torácicas decides guardar tu puntuación, guardamos el nombre de jugador que elijas (como máximo 20 caracteres; puede ser un apodo), la puntuación, la precisión, el porcentaje de aciertos, el número de compresiones y la fecha.",
        "Usamos estos datos para mostrar la clasificación semanal. Si tu puntuación está entre las diez mejores de la semana, tu nombre de jugador aparece públicamente en ella, así que te recomendamos usar un apodo en lugar de tu nombre real.",
        "La base legal es tu consentimiento, que das al elegir guardar la puntuación (artículo 6.1.a del RGPD). Las puntuaciones se conservan durante 90 días y después se borran automáticamente.",
        "Una partida jugada en una clase llega a esta clasificación solo si el docente lo permitió al abrir la clase y el alumno o la alumna marca la casilla; su puntuación se borra antes si se borra la clase o se elimina de ella al alumno o la alumna (véase «Sesiones del simulador en el aula»).",
      ],
    },
    {
      heading: "Sesiones del simulador en el aula",
      paragraphs: [
        "Un docente puede abrir una sesión del simulador para su clase sin crear ninguna cuenta. El responsable del tratamiento de los datos de la clase es el centro educativo, a través de su docente. Estudio XR proporciona la herramienta y trata esos datos por cuenta del centro y solo siguiendo sus instrucciones, como encargado del tratamiento (artículo 28 del RGPD): no los usamos para nada más y los borramos como se explica a continuación.",
        "De cada clase guardamos el nombre que le da el docente, el ritmo elegido, el código para unirse, cuándo se abrió y si está abierta, bloqueada (no se puede unir nadie más) o cerrada. También guardamos las dos opciones que el docente elige al abrirla: si el alumnado recibe un apodo generado (un adjetivo y un animal; es la opción por defecto) o escribe el suyo, y si el alumnado puede llevar también sus puntuaciones a la clasificación semanal pública (por defecto, no). Del enlace privado del docente y del enlace del proyector guardamos solo una huella criptográfica, nunca los propios enlaces.",
        "De cada alumno o alumna guardamos solo el apodo, generado o escrito (nunca un nombre real, un correo electrónico ni una cuenta), una huella criptográfica de un código aleatorio que se guarda en su navegador y otra de un segundo código aleatorio con el que las direcciones del aula distinguen este dispositivo (véase «Cookies»). De cada partida que juega en la clase guardamos la puntuación, la precisión, el porcentaje de aciertos, el número de compresiones, el ritmo medio, el porcentaje de compresiones entre 100 y 120 por minuto, la fracción de compresión, la variación entre compresiones, la pausa más larga, el cambio de ritmo del principio al final, la nota global, y la fecha y la hora. De cada ronda que inicia el docente guardamos su tipo (práctica o prueba), su duración y cuándo empieza y termina; de cada alumno o alumna que participa, su ritmo del momento mientras dura una ronda de práctica y, al terminar, las mismas medidas que de una partida.",
        "Quien tiene el enlace privado del docente ve la tabla de la clase y puede descargarla como hoja de cálculo (CSV), iniciar y terminar rondas, ver e imprimir el informe de la sesión, dar a quien ha perdido su sitio un código de un solo uso para volver (válido diez minutos), eliminar de la clase a un alumno o alumna (se borran sus partidas y sus puntuaciones salen también de la clasificación pública; su apodo sigue reservado en la clase, y su dispositivo fuera de ella, hasta que el docente deshace la eliminación o se borra la clase) y bloquear, cerrar, reabrir o borrar la clase. El enlace del proyector muestra solo el nombre de la clase, el código para unirse, los apodos y las mejores puntuaciones de los diez primeros y, durante una ronda, las cifras de la clase y los apodos y las notas de los diez primeros de la ronda. Los operadores del sitio ven el nombre, el código para unirse, el estado y el número de alumnos y de partidas de cada clase, nunca apodos ni resultados; pueden borrar una clase.",
        "Las partidas de un alumno o alumna aparecen en la clasificación semanal pública solo si el docente lo permitió al abrir la clase y el alumno o la alumna marca la casilla; la clasificación muestra solo el apodo y la puntuación (véase también «Menores de edad»).",
        "Cada clase, con los apodos y las partidas de su alumnado, se borra automáticamente 30 días después de abrirse, o antes si la borra el docente o un operador. Al borrar una clase o eliminar de ella a un alumno o alumna, se borran también sus puntuaciones de la clasificación pública.",
        "La base legal de este tratamiento es la que tiene el centro para sus actividades docentes (normalmente, el artículo 6.1.e del RGPD, cumplimiento de una misión realizada en interés público, en los centros públicos). Para ejercer sus derechos sobre los datos de una clase, el alumnado y las familias deben dirigirse al centro: con el enlace privado, el docente puede consultar, descargar y borrar los datos de cada alumno o alumna.",
        "Para limitar los abusos guardamos dos tipos de código que se obtienen de la dirección IP de una conexión con una clave secreta, nunca la propia dirección. Al abrir una clase, guardamos solo durante ese día un código de la conexión que la abrió, para limitar cuántas clases puede abrir una misma conexión en un día, y después lo borramos. Para que nadie pueda adivinar códigos de clase, cada vez que se escribe un código incorrecto guardamos durante un día el mismo tipo de código, con una clave que cambia cada semana, junto a la huella de la cookie «class_device» del dispositivo. La base legal de estos códigos es nuestro interés legítimo en proteger el sitio (artículo 6.1.f del RGPD).",
      ],
    },
    {
      heading: "Datos técnicos, alojamiento y destinatarios",
      paragraphs: [
        "Para evitar el abuso de los formularios (por ejemplo, envíos masivos automatizados) usamos tu dirección IP de forma momentánea para limitar el número de envíos. La dirección IP no se guarda junto con los datos de los formularios. La base legal es nuestro interés legítimo en proteger el sitio (artículo 6.1.f del RGPD).",
        "Al guardar una puntuación del simulador guardamos también un código que se obtiene de tu dirección IP con una clave secreta y que cambia cada semana: sirve para que una misma conexión no ocupe más de tres puestos de la clasificación semanal. No guardamos la dirección IP, y el código no permite recuperarla ni relacionar una semana con otra. Se borra con la puntuación.",
        "El sitio está alojado en Cloudflare, que actúa como encargado del tratamiento por cuenta de Estudio XR. Cloudflare trata los datos de cada petición (como la dirección IP y el navegador) para servir las páginas y conserva registros técnicos durante un tiempo breve. Las transferencias de datos que pueda implicar este servicio están cubiertas por las cláusulas contractuales tipo aprobadas por la Comisión Europea. Cloudflare aloja también, como subencargado del tratamiento, los datos de las clases que tratamos por cuenta de los centros educativos.",
        "No vendemos tus datos ni los cedemos a terceros: aparte de Cloudflare como proveedor de alojamiento, nadie más los trata. Tampoco tomamos decisiones automatizadas ni elaboramos perfiles con ellos.",
      ],
    },
    {
      heading: "Cookies",
      paragraphs: [
        "Este sitio no usa cookies analíticas ni publicitarias ni rastrea tu actividad. Solo usa cookies funcionales, estrictamente necesarias para que el sitio funcione como esperas. Por eso no te mostramos ningún aviso de consentimiento de cookies.",
      ],
      list: [
        "«lang»: recuerda el idioma que eliges con el selector de idioma (CA/ES/EN). Dura un año.",
        "«flash»: lleva a la página siguiente la confirmación de que el formulario se ha enviado. Dura 60 segundos.",
        "«class_created», «class_deleted» y «class_given»: muestran al docente, una sola vez, el enlace privado de la clase que acaba de abrir o el aviso de que la ha borrado, y al alumno, una sola vez, que la web le ha dado un apodo en lugar del que había escrito. Duran cinco minutos.",
        "«class_pupil»: recuerda en este navegador la clase en la que ha entrado un alumno o alumna, para guardar sus partidas en ella. Se envía a la dirección del aula en cada uno de los tres idiomas, de modo que quien cambia de idioma sigue en la clase. Contiene un código aleatorio (guardamos solo su huella criptográfica), no el apodo. Dura 12 horas, o hasta que sale de la clase.",
        "«class_links»: guarda en el navegador del docente los enlaces privados de las clases que ha abierto en él, para que perder un marcador no suponga perder una clase. Solo se envía a las direcciones del aula, el código JavaScript de la página no puede leerla (HttpOnly) y solo viaja por HTTPS. Dura 30 días, como las clases, o hasta que el docente quita una clase de la lista.",
        "«class_session_links»: lo mismo que «class_links», para una clase abierta con la opción «Es un ordenador compartido»: dura solo hasta que se cierra el navegador, para que quien use después el ordenador no encuentre el enlace privado de la clase.",
        "«class_device»: se crea la primera vez que se intenta entrar en una clase desde este navegador. Contiene un código aleatorio (guardamos solo su huella criptográfica), nunca quién usa el navegador, y solo se envía a las direcciones del aula. Sirve para dos cosas: los códigos de clase incorrectos se cuentan por dispositivo, para que los errores de un alumno o alumna no frenen a los compañeros que comparten la conexión del centro, y quien ha sido eliminado de una clase no puede volver a entrar desde el mismo navegador. Dura 30 días, como las clases, y salir de una clase no la borra.",
        "«d1_bookmark»: después de guardar una puntuación o una partida, hace que la página siguiente ya la muestre. Dura 60 segundos.",
      ],
    },
    {
      heading: "Vídeos incrustados",
      paragraphs: [
        "Los vídeos del sitio se muestran de forma respetuosa con la privacidad: al principio solo ves una imagen de vista previa servida por este mismo sitio, y no se pide nada al proveedor del vídeo hasta que pulsas el botón de reproducir.",
        "Al pulsar reproducir, el vídeo se carga desde YouTube en su modo de privacidad mejorada (youtube-nocookie.com). A partir de ese momento se aplica la política de privacidad del propio proveedor.",
      ],
    },
    {
      heading: "Menores de edad",
      paragraphs: [
        "Nuestros programas educativos están dirigidos a centros escolares. El alumnado de 12 a 18 años puede unirse a una clase del simulador que haya abierto su docente (véase «Sesiones del simulador en el aula»). En la clase solo se le identifica por un apodo, no se le piden datos personales y el docente puede eliminar cualquier apodo.",
        "La puntuación de un alumno o alumna aparece en la clasificación semanal pública solo si el docente lo permitió al abrir la clase y el alumno o la alumna marca la casilla; la clasificación muestra solo el apodo y la puntuación. En el caso del alumnado menor de 14 años, que es la edad a partir de la cual la LOPDGDD (artículo 7) permite dar el consentimiento por uno mismo, el docente solo debería permitirlo si el centro cuenta con la autorización de las familias para este tipo de actividades.",
        "Si tienes menos de 14 años, no nos envíes datos personales a través del formulario de contacto; pide a tu madre, padre, tutor legal o docente que se ponga en contacto con nosotros.",
      ],
    },
    {
      heading: "Seguridad",
      paragraphs: [
        "Todos los datos viajan cifrados mediante HTTPS entre tu navegador y el sitio. El acceso a los datos guardados está restringido a las personas que se encargan de responder las solicitudes y, en el caso de una clase, a quien tiene su enlace privado.",
      ],
    },
    {
      heading: "Tus derechos",
      paragraphs: [
        "Para ejercer cualquiera de los derechos de la lista, escríbenos a través del formulario de contacto eligiendo el motivo de privacidad (página /es/contacto?topic=privacy). Te responderemos en el plazo de un mes. Si tenemos dudas razonables sobre tu identidad, podemos pedirte la información necesaria para confirmarla. Para los datos de una clase, cuyo responsable es el centro educativo, dirígete al centro (véase «Sesiones del simulador en el aula»).",
      ],
      list: [
        "Acceso: saber si guardamos datos tuyos y obtener una copia.",
        "Rectificación: corregir los datos inexactos o incompletos.",
        "Supresión: pedir que borremos tus datos.",
        "Oposición: oponerte a que tratemos tus datos cuando la base legal sea nuestro interés legítimo.",
        "Limitación: pedir que dejemos de usar tus datos temporalmente, por ejemplo mientras comprobamos una rectificación.",
        "Portabilidad: recibir los datos que nos diste en un formato estructurado y de uso habitual.",
        "Retirada del consentimiento: retirar en cualquier momento el consentimiento que nos diste, sin que ello afecte a la licitud de los tratamientos realizados antes de retirarlo.",
        "Reclamación: si crees que no hemos tratado tus datos correctamente, puedes presentar una reclamación ante la Agencia Española de Protección de Datos (AEPD), en www.aepd.es.",
      ],
    },
    {
      heading: "Cambios en esta política",
      paragraphs: [
        "Cada versión de esta política se identifica por su fecha, que aparece al principio de la página. Si la cambiamos, publicaremos aquí la nueva versión con su fecha.",
        "Cada mensaje del formulario de contacto guarda la versión de la política que se aceptó al enviarlo, de modo que en todo momento podemos saber qué texto aceptaste.",
      ],
    },
  ],
};
