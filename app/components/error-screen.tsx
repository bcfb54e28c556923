import { isRouteErrorResponse } from "@remix-run/react";
import { useTranslation } from "~/lib/translation";
import { describeError } from "~/lib/error-message";
import { isRefusedPost } from "~/lib/refused-post";
import { href } from "~/lib/paths";
import { useRequestInfo } from "~/lib/request-info";
import { useCurrentPage } from "~/lib/use-current-page";
import { NotFound } from "./not-found";
import { RefusedPostScreen } from "./refused-post-screen";

/** The router's fallback: 'Unexpected Application Error!' with the message or status text. */
export function ErrorScreen({ error }: { error: unknown }) {
  const { t } = useTranslation();
  const { requestId } = useRequestInfo();
  const { lang } = useCurrentPage();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  if (isRouteErrorResponse(error) && isRefusedPost(error.data)) return <RefusedPostScreen refusal={error.data} />;

  const { message, hidden } = describeError(error, import.meta.env.PROD);
  return (
    <div className="mx-auto max-w-3xl space-y-4 px-4 py-20">
      <h1 className="text-3xl font-extrabold tracking-tight text-slate-950 sm:text-4xl">{t("error.title")}</h1>
      {hidden ? (
        <>
          <p className="text-lg text-slate-700">{t("error.generic")}</p>
          {requestId ? (
            <p className="text-slate-700">
              {t("error.reference")} <code className="rounded bg-slate-100 px-2 py-1">{requestId}</code>
            </p>
          ) : null}
        </>
      ) : (
        <pre className="overflow-x-auto rounded bg-slate-100 p-4 text-sm whitespace-pre-wrap">{message}</pre>
      )}
      <a href={href("home", lang)} className="inline-block font-bold text-indigo-700 underline">
        {t("error.backHome")}
      </a>
    </div>
  );
}
