import { describe, expect, it } from 'vitest';
import { orderEntries, renderReport, type ReportEntry } from './report.ts';

const entry = (id: string, verdict: ReportEntry['verdict'], changedShare?: number, name = id): ReportEntry => ({
  story: { id, title: 'UI/Button', name },
  engine: 'chromium',
  verdict,
  ...(changedShare === undefined ? {} : { changedShare }),
});

describe('the visual report (tests/browser/visual/report.ts)', () => {
  it('puts changed stories first, the most changed first, then size changes, missing baselines, failures, then the rest', () => {
    const ordered = orderEntries([
      entry('a-same', 'same', 0),
      entry('b-failed', 'failed'),
      entry('c-changed', 'changed', 0.001),
      entry('d-missing', 'missing'),
      entry('e-changed', 'changed', 0.2),
      entry('f-resized', 'resized'),
      entry('g-updated', 'updated'),
    ]);
    expect(ordered.map((e) => e.story.id)).toEqual(['e-changed', 'c-changed', 'f-resized', 'd-missing', 'b-failed', 'g-updated', 'a-same']);
  });

  it('keeps a quote in a story id inside its attribute', () => {
    const html = renderReport([entry('a"onmouseover="alert(1)', 'changed', 0.5)], { title: 'visual', finishedAt: 'now' });
    expect(html).toContain('id="chromium-a&quot;onmouseover=&quot;alert(1)"');
    expect(html).not.toContain('"onmouseover="');
  });

  it('shows a story name as text, never as markup', () => {
    const html = renderReport([entry('ui-button--x', 'changed', 0.5, '<script>alert(1)</script>')], { title: 'visual', finishedAt: 'now' });
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('shows a changed story with its three pictures, the slider, the share and the link to the story in Storybook', () => {
    const changed: ReportEntry = {
      ...entry('ui-button--primary', 'changed', 0.0123, 'Primary'),
      images: { baseline: 'data:image/png;base64,AAA', actual: 'data:image/png;base64,BBB', diff: 'data:image/png;base64,CCC' },
    };
    const html = renderReport([entry('ui-badge--info', 'same', 0), changed], { title: 'visual', finishedAt: 'now' });
    expect(html.indexOf('ui-button--primary')).toBeLessThan(html.indexOf('ui-badge--info'));
    expect(html).toContain('href="http://localhost:6006/?path=/story/ui-button--primary"');
    expect(html).toContain('1.23 % of the pixels changed');
    expect(html).toContain('alt="baseline"');
    expect(html).toContain('alt="difference"');
    expect(html).toContain('type="range"');
    expect(html).toContain('<section class="entry changed"');
  });

  it('says so when every story looks as its baseline', () => {
    expect(renderReport([entry('a', 'same', 0)], { title: 'visual', finishedAt: 'now' })).toContain('Every story looks as its baseline.');
  });
});
