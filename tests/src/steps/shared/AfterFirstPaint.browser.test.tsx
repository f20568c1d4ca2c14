import { useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { AfterFirstPaint } from '../../../../src/steps/shared/AfterFirstPaint.tsx';

/*
 * A step's part below its first screenful in Chromium: the move's own render commits the heading and the first
 * fields, and the rest comes in a render of its own.
 */

let root: Root | undefined;
afterEach(() => {
  root?.unmount();
  root = undefined;
  document.body.replaceChildren();
});

function Step() {
  const [name, setName] = useState('');
  return (
    <>
      <h1>Kundendaten</h1>
      <label>
        Nachname
        <input value={name} onChange={(event) => setName(event.target.value)} />
      </label>
      <AfterFirstPaint>
        <p>Zahlungsart</p>
      </AfterFirstPaint>
    </>
  );
}

async function until(condition: () => boolean): Promise<void> {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 10));
}

describe('AfterFirstPaint', () => {
  it('leaves its part out of the render that shows the step, and renders it after', async () => {
    const container = document.body.appendChild(document.createElement('div'));
    root = createRoot(container);

    flushSync(() => root!.render(<Step />));

    expect(container.querySelector('h1')?.textContent).toBe('Kundendaten');
    expect(container.textContent).not.toContain('Zahlungsart');
    await until(() => container.textContent!.includes('Zahlungsart'));
    expect(container.querySelector('p')?.textContent).toBe('Zahlungsart');
  });

  it('keeps its part through the renders that follow (a keystroke above it does not hide it again)', async () => {
    const container = document.body.appendChild(document.createElement('div'));
    root = createRoot(container);
    flushSync(() => root!.render(<Step />));
    await until(() => container.textContent!.includes('Zahlungsart'));

    const input = container.querySelector('input')!;
    input.focus();
    flushSync(() => {
      const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
      setter.call(input, 'M');
      input.dispatchEvent(new Event('input', { bubbles: true }));
    });

    expect(input.value).toBe('M');
    expect(container.textContent).toContain('Zahlungsart');
  });
});
