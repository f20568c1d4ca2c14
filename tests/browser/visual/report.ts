import { escapeAttribute as escapeHtml } from '../../../src/server/markup.ts';
import type { EngineName } from './engine.ts';
import { storybookLink, type StoryEntry } from './stories.ts';

export type Verdict = 'changed' | 'resized' | 'missing' | 'failed' | 'same' | 'updated';

/** One story in one engine, as the report shows it. Image sources are data URIs, so the file stands alone. */
export interface ReportEntry {
  story: StoryEntry;
  engine: EngineName;
  verdict: Verdict;
  /** Share of the pixels that changed, 0..1 (compared pictures of one size only). */
  changedShare?: number;
  /** Why it failed, or the two sizes. */
  detail?: string;
  images?: { baseline?: string; actual?: string; diff?: string };
}

/** Worst first: what a designer has to look at before what held. */
const rank: Record<Verdict, number> = { changed: 0, resized: 1, missing: 2, failed: 3, updated: 4, same: 5 };

export const isFailure = (verdict: Verdict) => rank[verdict] <= rank.failed;

/** Changed stories first (the most changed first), then the other failures, then the rest; by story id within. */
export function orderEntries(entries: ReportEntry[]): ReportEntry[] {
  return [...entries].sort(
    (a, b) =>
      rank[a.verdict] - rank[b.verdict] ||
      (b.changedShare ?? 0) - (a.changedShare ?? 0) ||
      a.story.id.localeCompare(b.story.id) ||
      a.engine.localeCompare(b.engine),
  );
}

const percent = (share: number) => `${(share * 100).toFixed(share < 0.001 ? 4 : 2)} %`;

const verdictText: Record<Verdict, string> = {
  changed: 'changed',
  resized: 'size changed',
  missing: 'no baseline',
  failed: 'not rendered',
  updated: 'baseline written',
  same: 'unchanged',
};

/** Story names and titles are the stories' own text: every one goes through `escapeHtml` (order-form/server's escaper). */
export function renderReport(entries: ReportEntry[], { title, finishedAt }: { title: string; finishedAt: string }): string {
  const ordered = orderEntries(entries);
  const failures = ordered.filter((entry) => isFailure(entry.verdict));
  const rest = ordered.filter((entry) => !isFailure(entry.verdict));
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>${escapeHtml(title)}</title>
<style>${styles}</style>
</head>
<body>
<h1>${escapeHtml(title)}</h1>
<p class="summary">${failures.length} to look at, ${rest.length} unchanged or written · ${escapeHtml(finishedAt)}</p>
${failures.length > 0 ? `<h2>To look at</h2>\n${failures.map(renderFailure).join('\n')}` : '<p>Every story looks as its baseline.</p>'}
${rest.length > 0 ? `<h2>Unchanged</h2>\n<table><thead><tr><th>story</th><th>engine</th><th>result</th><th>pixels changed</th></tr></thead><tbody>\n${rest.map(renderRow).join('\n')}\n</tbody></table>` : ''}
<script>${script}</script>
</body>
</html>
`;
}

function storyHeading(entry: ReportEntry) {
  const { story } = entry;
  return `<a href="${escapeHtml(storybookLink(story.id))}">${escapeHtml(story.title)} / ${escapeHtml(story.name)}</a>`;
}

function renderFailure(entry: ReportEntry): string {
  const { images = {} } = entry;
  const share = entry.changedShare === undefined ? '' : ` · ${percent(entry.changedShare)} of the pixels changed`;
  const detail = entry.detail ? `<p class="detail">${escapeHtml(entry.detail)}</p>` : '';
  const figure = (label: string, source: string | undefined) =>
    source ? `<figure><figcaption>${label}</figcaption><img src="${escapeHtml(source)}" alt="${label}"></figure>` : '';
  const slider =
    images.baseline && images.actual
      ? `<figure><figcaption>baseline ◀ slide ▶ new</figcaption><div class="slider" style="--at: 50%"><img src="${escapeHtml(images.baseline)}" alt="baseline"><img class="over" src="${escapeHtml(images.actual)}" alt="new"><input type="range" min="0" max="100" value="50" aria-label="where the new picture starts"></div></figure>`
      : '';
  return `<section class="entry ${entry.verdict}" id="${escapeHtml(`${entry.engine}-${entry.story.id}`)}">
<h3>${storyHeading(entry)} <span class="engine">${escapeHtml(entry.engine)}</span> <span class="verdict">${verdictText[entry.verdict]}${share}</span></h3>
<p class="id">${escapeHtml(entry.story.id)}</p>
${detail}
<div class="pictures">${figure('baseline', images.baseline)}${figure('new', images.actual)}${figure('difference', images.diff)}${slider}</div>
</section>`;
}

function renderRow(entry: ReportEntry): string {
  const share = entry.changedShare === undefined ? '' : percent(entry.changedShare);
  return `<tr><td>${storyHeading(entry)}</td><td>${escapeHtml(entry.engine)}</td><td>${verdictText[entry.verdict]}</td><td>${share}</td></tr>`;
}

const styles = `
body { font: 14px/1.4 system-ui, sans-serif; margin: 1.5rem; color: #1e293b; }
h3 { font-size: 1rem; margin: 0 0 .25rem; }
.summary, .id, .detail { color: #475569; margin: .25rem 0; }
.entry { border-top: 1px solid #cbd5e1; padding: 1rem 0; }
.engine { font-weight: normal; background: #e2e8f0; border-radius: .25rem; padding: 0 .35rem; }
.verdict { font-weight: normal; color: #b91c1c; }
.pictures { display: flex; gap: 1rem; align-items: flex-start; overflow-x: auto; }
figure { margin: 0; flex: none; }
figcaption { color: #475569; font-size: 12px; }
figure img { display: block; max-width: 480px; border: 1px solid #cbd5e1; background: repeating-conic-gradient(#f1f5f9 0 25%, #fff 0 50%) 0 0 / 16px 16px; }
.slider { position: relative; display: inline-block; }
.slider img.over { position: absolute; top: 0; left: 0; clip-path: inset(0 0 0 var(--at)); }
.slider input { display: block; width: 100%; margin: .25rem 0 0; }
table { border-collapse: collapse; }
td, th { text-align: left; padding: .15rem .75rem .15rem 0; border-bottom: 1px solid #e2e8f0; }
`;

/** The slider: the new picture over the baseline, shown from the thumb's place to the right. */
const script = `
for (const range of document.querySelectorAll('.slider input')) {
  range.addEventListener('input', () => range.parentElement.style.setProperty('--at', range.value + '%'));
}
`;
