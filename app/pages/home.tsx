import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/cloudflare";
import { useLoaderData } from "@remix-run/react";
import { home as homeCa } from "@content/ca/home";
import { home as homeEn } from "@content/en/home";
import { home as homeEs } from "@content/es/home";
import { pageBasics } from "~/.server/page.server";
import { Faq } from "~/components/faq";
import { About } from "~/components/home/about";
import { CustomDevelopment } from "~/components/home/custom-development";
import { EventsVideos } from "~/components/home/events-videos";
import { FeaturedVideos } from "~/components/home/featured-videos";
import { Hero } from "~/components/home/hero";
import { Schools } from "~/components/home/schools";
import { Services } from "~/components/home/services";
import { Testimonials } from "~/components/home/testimonials";
import { WhyUs } from "~/components/home/why-us";
import { SectionHeading } from "~/components/section-heading";
import { selectedVideo } from "~/components/video-gallery";
import { contactAction } from "~/features/contact/contact-action.server";
import { PageContactForm } from "~/features/contact/page-contact-form";
import type { Lang } from "~/i18n-routes";
import { routeMetaWith } from "~/lib/route-meta";
import { scriptsFromData, videoScripts, type ScriptsHandle } from "~/lib/page-scripts";

const CONTACT_SECTION = "contact";

const homeContent = { es: homeEs, en: homeEn, ca: homeCa } satisfies Record<Lang, unknown>;

// The copy of one language travels as loader data: the browser never downloads the other one.
export async function loader({ request, context }: LoaderFunctionArgs) {
  const { pageId, lang, meta, strings } = await pageBasics(request, context, "home");
  const content = homeContent[lang];
  const initialVideo = selectedVideo(new URL(request.url), content.experience.videos.length);
  return { pageId, lang, content, initialVideo, meta, strings };
}

export async function action(args: ActionFunctionArgs) {
  return contactAction(args, CONTACT_SECTION);
}

// Only the contact form is hydrated (an island): it validates as the visitor types and answers with
// toasts. The featured videos are chosen with a GET form; a video that can be played has the inline player.
export const handle: ScriptsHandle = scriptsFromData<Awaited<ReturnType<typeof loader>>>(({ content }) =>
  videoScripts([...content.experience.videos, ...content.events.videos]),
);

export const meta = routeMetaWith<Awaited<ReturnType<typeof loader>>>((data) => ({ faq: data.content.faq.items }));

export default function HomePage() {
  const { lang, content, initialVideo } = useLoaderData<typeof loader>();
  const sections = [
    { id: "about", label: content.about.heading },
    { id: "experience", label: content.experience.heading },
    { id: "services", label: content.services.heading },
    { id: "faq", label: content.faq.heading },
  ];
  return (
    <>
      <Hero hero={content.hero} lang={lang} sections={sections} />
      <About about={content.about} lang={lang} />
      <Schools content={content.schools} lang={lang} />
      <FeaturedVideos experience={content.experience} initial={initialVideo} />
      <Services services={content.services} lang={lang} />
      <CustomDevelopment content={content.customDevelopment} lang={lang} />
      <Testimonials testimonials={content.testimonials} />
      <WhyUs whyUs={content.whyUs} />
      <EventsVideos events={content.events} />
      <section aria-labelledby="faq" className="mx-auto max-w-4xl space-y-8 px-4 py-20">
        <SectionHeading id="faq" heading={content.faq.heading} />
        <Faq group="home-faq" items={content.faq.items} />
      </section>
      <section aria-labelledby={CONTACT_SECTION} className="bg-slate-50">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-20 lg:grid-cols-[2fr_3fr]">
          <SectionHeading id={CONTACT_SECTION} heading={content.contact.heading} intro={content.contact.intro} />
          <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
            <PageContactForm anchor={CONTACT_SECTION} />
          </div>
        </div>
      </section>
    </>
  );
}
