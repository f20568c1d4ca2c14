import { render } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { errorMarkerClass, scrollToFirstError, TextField } from '../../../../src/ui/index.ts';

describe('error marker', () => {
  it('scrolls the first field with an error into view, smooth and centred', () => {
    const scrollIntoView = vi.fn();
    Element.prototype.scrollIntoView = scrollIntoView;
    const { container } = render(
      <form>
        <TextField label="Vorname" value="Ada" onChange={() => {}} />
        <TextField label="Nachname" value="" onChange={() => {}} error="Bitte ausfüllen" />
        <TextField label="E-Mail" value="" onChange={() => {}} error="Bitte ausfüllen" />
      </form>,
    );
    const first = scrollToFirstError(container);
    expect(first?.textContent).toContain('Nachname');
    expect(first?.classList.contains(errorMarkerClass)).toBe(true);
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'center' });
  });

  it('does nothing when no field has an error', () => {
    const { container } = render(<TextField label="Vorname" value="" onChange={() => {}} />);
    expect(scrollToFirstError(container)).toBeNull();
  });

  it('searches inside a shadow root', () => {
    const host = document.createElement('div');
    const shadow = host.attachShadow({ mode: 'open' });
    const marked = document.createElement('p');
    marked.className = errorMarkerClass;
    shadow.append(marked);
    marked.scrollIntoView = vi.fn();
    expect(scrollToFirstError(shadow)).toBe(marked);
  });
});
