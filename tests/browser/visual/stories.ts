/** The stories of the built Storybook, from its `index.json` (docs pages left out), and the URLs a story is seen at. */
export interface StoryEntry {
  id: string;
  /** The component's place in the sidebar, e.g. "UI/Button". */
  title: string;
  name: string;
}

interface StorybookIndex {
  entries?: Record<string, { type?: string; id?: string; title?: string; name?: string }>;
}

export function storiesOf(index: unknown): StoryEntry[] {
  const entries = Object.values((index as StorybookIndex | undefined)?.entries ?? {});
  return entries
    .filter((entry) => entry.type === 'story' && typeof entry.id === 'string')
    .map((entry) => ({ id: entry.id!, title: entry.title ?? '', name: entry.name ?? entry.id! }));
}

/** Stories whose id holds one of the texts (`--grep`), all without a text. */
export function storiesMatching(stories: StoryEntry[], grep: string[]): StoryEntry[] {
  if (grep.length === 0) return stories;
  const parts = grep.map((part) => part.toLowerCase());
  return stories.filter((story) => parts.some((part) => story.id.includes(part)));
}

/**
 * The story alone, as the picture is taken: its own frame, with the accessibility addon's axe run switched off
 * (it runs after the play function and changes nothing the picture shows; the stories' test run checks it).
 */
export const storyFrameUrl = (base: string, id: string) => `${base}/iframe.html?id=${encodeURIComponent(id)}&viewMode=story&globals=a11y.manual:!true`;

/** The story in Storybook's own UI on `npm run storybook`, for the report's links. */
export const storybookLink = (id: string) => `http://localhost:6006/?path=/story/${encodeURIComponent(id)}`;
