import type { esPupilCard } from "./es-pupil-card";

// Catalan words of a pupil's card, the classroom page opened by a class's join address
// (`classroom.card`, features/classroom/pupil/pupil-card.tsx). es-pupil-card.ts has the same keys.

export const caPupilCard = {
  kicker: "Uneix-te a la classe",
  nicknameGiven: "La web et donarà un sobrenom en entrar.",
  nicknameHint: "No facis servir el teu nom real.",
  comebackToggle: "Tinc un codi del meu professor o professora per tornar",
  teacherLink: "Ets docent? Obre una classe",
  next: "Continua",
} satisfies typeof esPupilCard;
