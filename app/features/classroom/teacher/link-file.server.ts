import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import type { Lang } from "~/i18n-routes";
import type { TranslationKey } from "~/lib/translate";

// The small file a teacher may download to keep a class's private link: an HTML page with the link,
// which any browser opens from the teacher's files. React writes it (and escapes the class's name,
// which the teacher typed); the page offers it as a `data:` address, so no request carries it.

interface LinkFileInput {
  lang: Lang;
  className: string;
  link: string;
  t: (key: TranslationKey, values?: Record<string, string | number>) => string;
}

function LinkPage({ lang, className, link, t }: LinkFileInput) {
  const title = t("classroom.teacher.fileTitle", { name: className });
  return createElement(
    "html",
    { lang },
    createElement("head", null, createElement("meta", { charSet: "utf-8" }), createElement("title", null, title)),
    createElement(
      "body",
      null,
      createElement("h1", null, title),
      createElement("p", null, t("classroom.teacher.fileAdvice")),
      createElement("p", null, createElement("a", { href: link }, link)),
    ),
  );
}

/** The file's name and its `data:` address. */
export function linkFile(input: LinkFileInput): { name: string; href: string } {
  const html = `<!DOCTYPE html>${renderToStaticMarkup(createElement(LinkPage, input))}`;
  const name = `${
    input.className
      .normalize("NFKD")
      .replace(/[^A-Za-z0-9]+/g, "-")
      .replace(/^-|-$/g, "") || "class"
  }.html`;
  return { name, href: `data:text/html;charset=utf-8,${encodeURIComponent(html)}` };
}
