import type { ComponentType } from "react";
import { usePageFeatureStrings } from "~/lib/page-features";
import { useRequestInfo } from "~/lib/request-info";
import { useTranslation } from "~/lib/translation";
import { ISLAND_ATTRIBUTE, jsonForScript, type IslandData } from "./island-data";
import { IslandFrame } from "./island-frame";
import type { IslandName } from "./island-names";

interface IslandProps<Props> {
  name: IslandName;
  component: ComponentType<Props>;
  props: Props;
}

/**
 * An interactive component on a page without the Remix application: rendered here with the page,
 * and hydrated alone in the browser by `app/islands/<name>.entry.tsx` (hydrate-islands.tsx) from the
 * data written after it. Its props must be plain data (JSON). It is rendered inside the page's
 * tree, so it must not show ids made by useId (they would differ in its own root).
 */
export function Island<Props extends object>({ name, component: Component, props }: IslandProps<Props>) {
  const { lang } = useTranslation();
  const features = usePageFeatureStrings();
  const { formStamp } = useRequestInfo();
  const data: IslandData<Props> = { props, features };
  return (
    <>
      <div {...{ [ISLAND_ATTRIBUTE]: name }}>
        <IslandFrame page={{ lang, features, formStamp }}>
          <Component {...props} />
        </IslandFrame>
      </div>
      <script type="application/json" dangerouslySetInnerHTML={{ __html: jsonForScript(data) }} />
    </>
  );
}
