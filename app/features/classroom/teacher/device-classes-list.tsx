import { Form } from "@remix-run/react";
import { buttonClass } from "~/components/ui/button-styles";
import { intlLocale, SITE_TIME_ZONE } from "~/lib/intl-locale";
import { useTranslation } from "~/lib/translation";

// The classes this browser opened (its `class_links` and `class_session_links` cookies), on the
// classroom page: a lost bookmark is not a lost class. Each links to its teacher screen and can be
// forgotten on this browser (the class itself stays until it is deleted).

export interface ListedClass {
  name: string;
  joinCode: string;
  createdAt: string;
  closed: boolean;
  /** The teacher link's path. */
  link: string;
}

export function DeviceClasses({ classes }: { classes: readonly ListedClass[] }) {
  const { t, lang } = useTranslation();
  const day = new Intl.DateTimeFormat(intlLocale[lang], { dateStyle: "medium", timeZone: SITE_TIME_ZONE });
  return (
    <section
      aria-labelledby="device-classes"
      className="space-y-4 rounded-2xl border border-indigo-200 bg-indigo-50 p-6 sm:p-8"
    >
      <h2 id="device-classes" className="text-2xl font-bold text-slate-950">
        {t("classroom.device.heading")}
      </h2>
      <p className="text-slate-700">{t("classroom.device.intro")}</p>
      {/* The teacher links below give control of each class to whoever sits at this browser next. */}
      <p className="font-semibold text-slate-800">{t("classroom.device.visible")}</p>
      <ul className="space-y-3">
        {classes.map((item) => (
          <li key={item.joinCode} className="flex flex-wrap items-center justify-between gap-3 rounded-xl bg-white p-4">
            <div>
              <a
                href={item.link}
                className="font-bold text-indigo-800 underline underline-offset-4 [overflow-wrap:anywhere]"
              >
                {item.name}
              </a>
              <p className="text-sm text-slate-700">
                {t(item.closed ? "classroom.device.closed" : "classroom.device.open", {
                  code: item.joinCode,
                  date: day.format(new Date(item.createdAt)),
                })}
              </p>
            </div>
            <Form method="post" reloadDocument>
              <input type="hidden" name="code" value={item.joinCode} />
              <button type="submit" name="intent" value="forget" className={buttonClass("outline", "sm")}>
                {t("classroom.device.forget")}
                <span className="sr-only"> {item.name}</span>
              </button>
            </Form>
          </li>
        ))}
      </ul>
    </section>
  );
}
