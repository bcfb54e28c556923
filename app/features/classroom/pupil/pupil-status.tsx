import { Form } from "@remix-run/react";
import { buttonClass } from "~/components/ui/button-styles";
import { useTranslation } from "~/lib/translation";

// What a pupil who has joined sees on the classroom page: their class and nickname (or that the
// class has been closed, or that the teacher removed them), and a way out of it to join another.

export interface PupilView {
  nickname: string;
  className: string;
  bpm: number;
  closedAt: string | null;
  /** The teacher removed this pupil: this browser can no longer save to the class or join it. */
  removed: boolean;
  boardAllowed: boolean;
  /** Said once, after joining: the nickname the pupil typed was set aside for the one the site gave. */
  given?: boolean;
}

export function PupilStatus({ pupil }: { pupil: PupilView }) {
  const { t } = useTranslation();
  const heading = pupil.removed
    ? t("classroom.removed", { name: pupil.className })
    : pupil.closedAt
      ? t("classroom.joinedClosed", { name: pupil.className })
      : t("classroom.joined", { name: pupil.className, nickname: pupil.nickname });
  // In an open class the page is the pupil's alone: where they are is its heading.
  const Heading = pupil.closedAt || pupil.removed ? "h2" : "h1";
  return (
    <section aria-labelledby="pupil-status" className="space-y-3">
      <Heading id="pupil-status" className="text-2xl font-bold text-balance text-slate-950">
        {heading}
      </Heading>
      {pupil.given && !pupil.closedAt && !pupil.removed ? (
        <p role="status" className="rounded-md bg-indigo-50 p-3 text-slate-900">
          {t("classroom.nicknameGiven", { nickname: pupil.nickname })}
        </p>
      ) : null}
      {/* In an open class the game comes first and the way out after it (the page places it). */}
      {pupil.closedAt || pupil.removed ? <LeaveClassForm /> : null}
    </section>
  );
}

/** Forgets the pupil's class in this browser (the class keeps their games). Plain HTML. */
export function LeaveClassForm() {
  const { t } = useTranslation();
  return (
    <Form method="post" reloadDocument className="flex flex-wrap items-center gap-x-4 gap-y-2">
      <input type="hidden" name="intent" value="leave" />
      <button type="submit" className={buttonClass("outline")} aria-describedby="leave-class-hint">
        {t("classroom.leave")}
      </button>
      <p id="leave-class-hint" className="text-sm text-slate-700">
        {t("classroom.leaveHint")}
      </p>
    </Form>
  );
}
