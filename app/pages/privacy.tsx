import type { LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "~/lib/translation";
import { privacyPolicy as privacyCa } from "@content/ca/privacy";
import { privacyPolicy as privacyEn } from "@content/en/privacy";
import { privacyPolicy as privacyEs } from "@content/es/privacy";
import { privacyPolicyVersion } from "@content/privacy";
import { pageBasics } from "~/.server/page.server";
import { PageHeading } from "~/components/page-heading";
import type { Lang } from "~/i18n-routes";
import { href } from "~/lib/paths";
import { routeMeta } from "~/lib/route-meta";
import { ButtonLink } from "~/components/ui/button-link";

const privacyPolicies = { es: privacyEs, en: privacyEn, ca: privacyCa } satisfies Record<Lang, unknown>;

// The policy text is chosen on the server, so the browser downloads only the visitor's language.
// Its date line is written from the version that every contact stores, so the two cannot differ.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { pageId, meta, lang } = await pageBasics(request, context, "privacy");
  const policy = privacyPolicies[lang];
  return {
    pageId,
    meta,
    lang,
    policy: { sections: policy.sections, versionLabel: policy.versionLabel(privacyPolicyVersion) },
    version: privacyPolicyVersion,
  };
}

export const meta = routeMeta;

export default function PrivacyPage() {
  const { t } = useTranslation();
  const { policy, version, lang } = useLoaderData<typeof loader>();
  return (
    <div className="mx-auto max-w-3xl px-4 py-16">
      <PageHeading heading={t("pages.privacy.heading")} intro={t("pages.privacy.intro")}>
        <p className="text-sm text-slate-600">
          <time dateTime={version}>{policy.versionLabel}</time>
        </p>
      </PageHeading>
      <div className="mt-10 space-y-10">
        {policy.sections.map((section) => (
          <section key={section.heading} className="space-y-3">
            <h2 className="text-2xl font-bold text-slate-950">{section.heading}</h2>
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph} className="leading-relaxed text-slate-800">
                {paragraph}
              </p>
            ))}
            {section.list ? (
              <ul className="list-disc space-y-1 pl-6 text-slate-800">
                {section.list.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            ) : null}
          </section>
        ))}
      </div>
      <ButtonLink href={href("contact", lang, { topic: "privacy" })} className="mt-12">
        {t("privacyPage.contactLink")}
      </ButtonLink>
    </div>
  );
}
