import { describe, expect, it } from 'vitest';
import { replayInput, takeInputBeforeTakeOver } from '../../../src/element/inputBeforeTakeOver.ts';

/** A shadow root holding the server's markup of a few controls, as the parser made it. */
function serverMarkup(): ShadowRoot {
  const host = document.createElement('div');
  const root = host.attachShadow({ mode: 'open' });
  root.innerHTML = `
    <input type="radio" name="oldConnection" value="yes" id="old-yes" checked>
    <input type="radio" name="oldConnection" value="new" id="old-new">
    <input type="checkbox" id="fax">
    <input type="text" id="street" value="">
    <input type="password" id="password" value="">
    <select id="salutation"><option value="">-</option><option value="Mr">Herr</option></select>`;
  document.body.append(host);
  return root;
}

const control = <T extends HTMLElement>(root: ShadowRoot, id: string) => root.getElementById(id) as T;

describe("a visitor's input on the server's markup before the module ran (issue 52)", () => {
  it('is read, and the markup set back to what the server rendered; a password is never read', () => {
    const root = serverMarkup();
    control<HTMLInputElement>(root, 'old-new').checked = true;
    control<HTMLInputElement>(root, 'fax').checked = true;
    control<HTMLInputElement>(root, 'street').value = 'Friedrichstraße';
    control<HTMLInputElement>(root, 'password').value = 'geheim';
    control<HTMLSelectElement>(root, 'salutation').value = 'Mr';
    expect(takeInputBeforeTakeOver(root)).toEqual([
      { key: 'old-new', checked: true },
      { key: 'fax', checked: true },
      { key: 'street', value: 'Friedrichstraße' },
      { key: 'salutation', value: 'Mr' },
    ]);
    expect(control<HTMLInputElement>(root, 'old-yes').checked).toBe(true);
    expect(control<HTMLInputElement>(root, 'fax').checked).toBe(false);
    expect(control<HTMLInputElement>(root, 'street').value).toBe('');
    expect(control<HTMLSelectElement>(root, 'salutation').value).toBe('');
  });

  it('nothing changed: nothing to do again', () => {
    expect(takeInputBeforeTakeOver(serverMarkup())).toEqual([]);
  });

  it('is done again on the controls shown after the take-over, as the visitor did it: clicks and input events', () => {
    const root = serverMarkup();
    const seen: string[] = [];
    root.addEventListener('click', (event) => seen.push(`click ${(event.target as HTMLElement).id}`));
    root.addEventListener('input', (event) => seen.push(`input ${(event.target as HTMLInputElement).id} ${(event.target as HTMLInputElement).value}`));
    root.addEventListener('change', (event) => seen.push(`change ${(event.target as HTMLElement).id}`));
    replayInput(root, [
      { key: 'old-new', checked: true },
      { key: 'fax', checked: true },
      { key: 'street', value: 'Friedrichstraße' },
      { key: 'salutation', value: 'Mr' },
      // a control the screen no longer has is left
      { key: 'gone', checked: true },
    ]);
    expect(control<HTMLInputElement>(root, 'old-new').checked).toBe(true);
    expect(control<HTMLInputElement>(root, 'fax').checked).toBe(true);
    expect(seen).toEqual(expect.arrayContaining(['click old-new', 'click fax', 'input street Friedrichstraße', 'change salutation']));
  });

  it('leaves a control already as the visitor left it', () => {
    const root = serverMarkup();
    const clicks: string[] = [];
    root.addEventListener('click', (event) => clicks.push((event.target as HTMLElement).id));
    replayInput(root, [{ key: 'old-yes', checked: true }]);
    expect(clicks).toEqual([]);
  });
});
