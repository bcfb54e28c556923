// What a visitor chose in an island's server HTML before it hydrated (docs/decisions/0018): a
// radio, a checkbox, a select or a range changes natively at once, but React did not see it, and
// its hydration takes the control back to the state it rendered (a controlled radio goes back to
// the default at the next render). So, just before hydrating, an island notes the controls whose
// live state differs from the HTML's, and once hydrated gives each change to the island again as
// the visitor's own event: a click for a radio or a checkbox, an input and a change for a select
// or a range. What the island's handlers do with it is theirs (a control it has disabled by then
// takes nothing). Typed text is not among them: an uncontrolled field keeps it through hydration,
// and giving it again could write over what is typed meanwhile.

/** One control's state as the visitor left it. */
type KeptChange =
  | { kind: "click"; control: HTMLInputElement; checked: boolean }
  | { kind: "select"; control: HTMLSelectElement; selected: boolean[] }
  | { kind: "range"; control: HTMLInputElement; value: string };

/**
 * Which options a select showed as the page loaded. A list of one choice at a time with none marked
 * in its HTML shows its first option that is not disabled (HTML's selectedness algorithm), and with
 * several marked, the last: that is no change of the visitor's, though no option is `defaultSelected`.
 */
function initialSelection(select: HTMLSelectElement): boolean[] {
  const options = [...select.options];
  // The `selected` attribute is what `defaultSelected` reflects (read directly for simpler DOMs).
  const marked = options.map((option) => option.hasAttribute("selected"));
  if (select.multiple) return marked;
  let shown = marked.lastIndexOf(true);
  if (shown === -1 && !(select.size > 1)) shown = options.findIndex((option) => !option.disabled);
  return options.map((_, i) => i === shown);
}

/** The changes a visitor made to the controls in `container`, read from the DOM's live state against its HTML. */
function changesIn(container: Element): KeptChange[] {
  const changes: KeptChange[] = [];
  for (const control of container.querySelectorAll("input, select")) {
    if (control instanceof HTMLSelectElement) {
      const options = [...control.options];
      const initial = initialSelection(control);
      if (options.some((option, i) => option.selected !== initial[i])) {
        changes.push({ kind: "select", control, selected: options.map((option) => option.selected) });
      }
    } else if (!(control instanceof HTMLInputElement)) {
      continue;
    } else if (control.type === "checkbox" && control.checked !== control.defaultChecked) {
      changes.push({ kind: "click", control, checked: control.checked });
    } else if (control.type === "radio" && control.checked && !control.defaultChecked) {
      // The radio chosen; the one it unchecked follows from it.
      changes.push({ kind: "click", control, checked: true });
    } else if (control.type === "range" && control.value !== control.defaultValue) {
      changes.push({ kind: "range", control, value: control.value });
    }
  }
  return changes;
}

/** Whether two controls are radios of one group: checking one unchecks the other. */
function sameRadioGroup(control: Element, other: EventTarget | null): boolean {
  return (
    control instanceof HTMLInputElement &&
    other instanceof HTMLInputElement &&
    control.type === "radio" &&
    other.type === "radio" &&
    control.name !== "" &&
    control.name === other.name &&
    control.form === other.form
  );
}

/** The value setter of the element's prototype: it writes past React's tracker of the last value it saw. */
function setNativeValue(control: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(control, value);
}

/** Gives one change to the hydrated island, from the state it rendered, as the visitor's event would. */
function replay(change: KeptChange) {
  const control = change.control as Element;
  if (!control.isConnected || control.matches(":disabled")) return;
  const fire = (type: string) => control.dispatchEvent(new Event(type, { bubbles: true }));
  if (change.kind === "click") {
    // Back to the other state through the element (React notes it), then the visitor's click.
    change.control.checked = !change.checked;
    change.control.click();
  } else if (change.kind === "select") {
    [...change.control.options].forEach((option, i) => (option.selected = change.selected[i] ?? false));
    fire("input");
    fire("change");
  } else {
    change.control.value = change.control.defaultValue;
    setNativeValue(change.control, change.value);
    fire("input");
    fire("change");
  }
}

/**
 * Notes the visitor's changes in `container` now, just before it hydrates; returns the function
 * that gives them to the island once it is hydrated (the render after hydration, when every
 * component sees itself hydrated and enables its controls), and says whether there were any. A
 * control the visitor changes again meanwhile is left out: React, listening by then, saw that.
 */
export function keepChanges(container: Element): () => boolean {
  const changes = changesIn(container);
  const changedAgain = ({ target }: Event) => {
    const index = changes.findIndex(({ control }) => control === target || sameRadioGroup(control as Element, target));
    if (index !== -1) changes.splice(index, 1);
  };
  container.addEventListener("input", changedAgain, true);
  container.addEventListener("change", changedAgain, true);
  return () => {
    container.removeEventListener("input", changedAgain, true);
    container.removeEventListener("change", changedAgain, true);
    // Once: given twice, a checkbox's click would undo itself.
    const given = changes.splice(0);
    given.forEach(replay);
    return given.length > 0;
  };
}
