import { useTranslation } from "~/lib/translation";

// What a pupil who has joined sees on the classroom page: their class and nickname, or that the
// class has been closed. The game at the class's rhythm comes here next.

export interface PupilView {
  nickname: string;
  className: string;
  bpm: number;
  closedAt: string | null;
}

export function PupilStatus({ pupil }: { pupil: PupilView }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="pupil-status" className="space-y-2">
      <h2 id="pupil-status" className="text-2xl font-bold text-slate-950">
        {pupil.closedAt
          ? t("classroom.joinedClosed", { name: pupil.className })
          : t("classroom.joined", { name: pupil.className, nickname: pupil.nickname })}
      </h2>
      <p className="text-slate-700">{t("classroom.teacher.bpm", { bpm: pupil.bpm })}</p>
    </section>
  );
}
