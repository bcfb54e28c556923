import type { CourseContent } from "@content/types";
import { buttonClass } from "~/components/ui/button-styles";
import { CourseStepIcon } from "../course-step-icon";
import { StepLink } from "../step-link";
import { Paragraphs } from "./paragraphs";

/** Step 0: what the course is, the six steps at a glance, and the way into the first one. */
export function IntroStep({ course }: { course: CourseContent }) {
  return (
    <div className="space-y-8">
      <div className="grid items-center gap-8 md:grid-cols-2">
        <Paragraphs paragraphs={course.introduction.paragraphs} />
        <img
          src={course.image.src}
          alt={course.image.alt}
          width={1200}
          height={750}
          className="aspect-[16/10] w-full rounded-2xl object-cover shadow-lg"
        />
      </div>
      <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {course.steps.map((item) => (
          <li key={item.id} className="flex gap-3 rounded-xl border border-slate-200 bg-white p-4">
            <CourseStepIcon name={item.icon} className="size-6 shrink-0 text-indigo-700" />
            <div>
              <p className="font-bold text-slate-950">{item.title}</p>
              <p className="text-sm text-slate-700">{item.description}</p>
            </div>
          </li>
        ))}
      </ol>
      <StepLink step={1} className={buttonClass()}>
        {course.introduction.start}
      </StepLink>
    </div>
  );
}
