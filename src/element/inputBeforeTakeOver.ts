/*
 * What a visitor chose or typed into the server's markup before the element's module ran (DESIGN.md, "The first
 * screen in the HTML"): the page is inert only from then on, and the browser keeps the controls' own state, which
 * the machine never heard of. It is read before React takes the screen, the markup is set back to what the server
 * rendered, and once React holds the screen the same acts are done again on its controls, so that they reach the
 * machine as the visitor's own.
 */

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

/** One control the visitor changed: found again by its id (or a radio by its name and value). */
export interface ChangedControl {
  key: string;
  checked?: boolean;
  value?: string;
}

const isToggle = (control: Control): control is HTMLInputElement => control instanceof HTMLInputElement && (control.type === 'checkbox' || control.type === 'radio');

const keyOf = (control: Control) => control.id || (control.name ? `${control.name}=${isToggle(control) ? control.value : ''}` : '');

function controlsOf(root: ShadowRoot): Control[] {
  return Array.from(root.querySelectorAll<Control>('input, textarea, select')).filter((control) => keyOf(control) !== '' && control.type !== 'password');
}

function changeOf(control: Control): ChangedControl | undefined {
  const key = keyOf(control);
  if (isToggle(control)) {
    // a radio chosen unchecks the group's default: the one chosen says it all
    if (control.checked === control.defaultChecked || (control.type === 'radio' && !control.checked)) return undefined;
    return { key, checked: control.checked };
  }
  if (control instanceof HTMLSelectElement) return control.value === defaultOption(control)?.value ? undefined : { key, value: control.value };
  return control.value === control.defaultValue ? undefined : { key, value: control.value };
}

/** The option a select shows as parsed: the one marked selected, else its first. */
const defaultOption = (select: HTMLSelectElement) => Array.from(select.options).find((option) => option.defaultSelected) ?? select.options[0];

function setBack(control: Control): void {
  if (isToggle(control)) control.checked = control.defaultChecked;
  else if (control instanceof HTMLSelectElement) {
    const option = defaultOption(control);
    if (option) option.selected = true;
  } else control.value = control.defaultValue;
}

/** The controls the visitor changed; the markup is set back to what the server rendered (so React finds its own). */
export function takeInputBeforeTakeOver(root: ShadowRoot): ChangedControl[] {
  const controls = controlsOf(root);
  const changed = controls.map(changeOf).filter((change): change is ChangedControl => change !== undefined);
  // every control, a radio group's default among them (unchecked as another was chosen)
  if (changed.length > 0) controls.forEach(setBack);
  return changed;
}

/**
 * The visitor's changes done again on the controls React shows (a click on a box or a radio; a value set as typing
 * sets it, with its input event), where the screen still has them and they are not already so.
 */
export function replayInput(root: ShadowRoot, changed: readonly ChangedControl[]): void {
  if (changed.length === 0) return;
  const controls = new Map(controlsOf(root).map((control) => [keyOf(control), control]));
  for (const change of changed) {
    const control = controls.get(change.key);
    if (!control || control.disabled) continue;
    if (change.checked !== undefined) {
      if (isToggle(control) && control.checked !== change.checked) control.click();
      continue;
    }
    if (change.value === undefined || control.value === change.value) continue;
    // the prototype's setter: React tracks the value a script sets on the element itself and would not see a change
    Object.getOwnPropertyDescriptor(Object.getPrototypeOf(control) as object, 'value')?.set?.call(control, change.value);
    control.dispatchEvent(new Event(control instanceof HTMLSelectElement ? 'change' : 'input', { bubbles: true }));
  }
}
