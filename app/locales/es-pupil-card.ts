// Spanish words of a pupil's card, the classroom page opened by a class's join address
// (`classroom.card`, features/classroom/pupil/pupil-card.tsx). en-pupil-card.ts and ca-pupil-card.ts have the same keys.

export const esPupilCard = {
  kicker: "Únete a la clase",
  nicknameGiven: "La web te dará un apodo al entrar.",
  nicknameHint: "No uses tu nombre real.",
  comebackToggle: "Tengo un código de mi profesor o profesora para volver",
  teacherLink: "¿Eres docente? Abre una clase",
  next: "Continúa",
};
