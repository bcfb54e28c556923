import { Form } from "@remix-run/react";
import { buttonClass } from "~/components/ui/button-styles";
import { useTranslation } from "~/lib/translation";

// The teacher's notice that the class's codes to come back were cancelled, because someone typed
// too many wrong ones (pupil/comeback.server.ts): what happened, and a button that draws new codes
// for the pupils who were waiting. Shown until new codes are drawn.

export function ComebacksCancelled({ misses, path }: { misses: number; path: string }) {
  const { t } = useTranslation();
  return (
    <section
      aria-labelledby="comebacks-cancelled"
      className="space-y-3 rounded-2xl border-2 border-amber-600 bg-amber-50 p-4 sm:p-6"
    >
      <h2 id="comebacks-cancelled" className="text-xl font-bold text-slate-950">
        {t("classroom.teacher.comebacksCancelledHeading")}
      </h2>
      <p className="max-w-3xl text-slate-800">{t("classroom.teacher.comebacksCancelledNote", { misses })}</p>
      <Form method="post" action={path} reloadDocument>
        <button type="submit" name="intent" value="redraw-comebacks" className={buttonClass("primary", "sm")}>
          {t("classroom.teacher.comebacksRedraw")}
        </button>
      </Form>
    </section>
  );
}
