import type { esPupilCard } from "./es-pupil-card";

// English words of a pupil's card, the classroom page opened by a class's join address
// (`classroom.card`, features/classroom/pupil/pupil-card.tsx). es-pupil-card.ts has the same keys.

export const enPupilCard = {
  kicker: "Join the class",
  nicknameGiven: "The site will give you a nickname when you join.",
  nicknameHint: "Do not use your real name.",
  comebackToggle: "I have a code from my teacher to come back",
  teacherLink: "Are you a teacher? Open a class",
  next: "Continue",
} satisfies typeof esPupilCard;
