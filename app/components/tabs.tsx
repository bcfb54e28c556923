import { useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { useHydrated } from "~/lib/use-hydrated";

export interface Tab<Id extends string> {
  id: Id;
  label: string;
  panel: ReactNode;
}

interface TabsProps<Id extends string> {
  /** Accessible name of the tab list. */
  label: string;
  tabs: Tab<Id>[];
  /** The tab the server rendered (from the address). */
  selected: Id;
  /** Address of the page with a tab chosen: what each tab links to without JavaScript. */
  hrefOf: (id: Id) => string;
  /** Prefix of the tabs' and panels' ids, unique on the page. */
  idPrefix?: string;
}

const tabClass =
  "-mb-px block rounded-t-lg border-b-4 px-1 py-3 text-center text-sm font-semibold sm:px-4 sm:text-base sm:whitespace-nowrap text-slate-700 hover:text-indigo-800 aria-[current=page]:border-indigo-700 aria-[current=page]:text-indigo-900 aria-selected:border-indigo-700 aria-selected:text-indigo-900 border-transparent";

/**
 * Tabs that are ordinary links to each panel's address before JavaScript runs (the server renders
 * the chosen panel), and ARIA tabs once it does: arrow keys, Home and End move between tabs,
 * which switch their panel in place (the WAI-ARIA tabs pattern with automatic activation).
 */
export function Tabs<Id extends string>({ label, tabs, selected: initial, hrefOf, idPrefix = "tabs" }: TabsProps<Id>) {
  const hydrated = useHydrated();
  const [selected, setSelected] = useState(initial);
  const tabRefs = useRef(new Map<Id, HTMLAnchorElement>());
  const tabId = (id: Id) => `${idPrefix}-tab-${id}`;
  const panelId = (id: Id) => `${idPrefix}-panel-${id}`;

  const select = (id: Id, focus: boolean) => {
    setSelected(id);
    if (focus) tabRefs.current.get(id)?.focus();
  };
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = tabs.length - 1;
    const target = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    const tab = target === undefined ? undefined : tabs[target];
    if (!tab) return;
    event.preventDefault();
    select(tab.id, true);
  };

  return (
    <div className="space-y-6">
      <div
        // Before JavaScript the links are plain links (the page's section names them).
        role={hydrated ? "tablist" : undefined}
        aria-label={hydrated ? label : undefined}
        // A column a tab on a phone, each as wide as its longest word needs (a label may wrap between
        // words), a row of tabs from the sm width up.
        className="grid auto-cols-auto grid-flow-col gap-1 border-b border-slate-300 sm:flex"
      >
        {tabs.map((tab, index) => {
          const isSelected = tab.id === selected;
          return (
            <a
              key={tab.id}
              ref={(element) => {
                if (element) tabRefs.current.set(tab.id, element);
              }}
              id={tabId(tab.id)}
              href={hrefOf(tab.id)}
              className={tabClass}
              {...(hydrated
                ? {
                    role: "tab",
                    "aria-selected": isSelected,
                    "aria-controls": panelId(tab.id),
                    tabIndex: isSelected ? 0 : -1,
                    onClick: (event) => {
                      event.preventDefault();
                      select(tab.id, false);
                    },
                    onKeyDown: (event) => onKeyDown(event, index),
                  }
                : { "aria-current": isSelected ? "page" : undefined })}
            >
              {tab.label}
            </a>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          id={panelId(tab.id)}
          role={hydrated ? "tabpanel" : undefined}
          aria-labelledby={hydrated ? tabId(tab.id) : undefined}
          // The panel is focusable once it is a tabpanel (WAI-ARIA tabs pattern); the linter
          // cannot see that the role and the tabIndex come together.
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={hydrated ? 0 : undefined}
          hidden={tab.id !== selected}
          className="rounded-lg outline-offset-4"
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
