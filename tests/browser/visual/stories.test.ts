import { describe, expect, it } from 'vitest';
import { storiesMatching, storiesOf, storyFrameUrl } from './stories.ts';

const index = {
  v: 5,
  entries: {
    'ui-button--docs': { type: 'docs', id: 'ui-button--docs', title: 'UI/Button', name: 'Docs' },
    'ui-button--primary': { type: 'story', id: 'ui-button--primary', title: 'UI/Button', name: 'Primary' },
    'shell-cart--empty': { type: 'story', id: 'shell-cart--empty', title: 'Shell/Cart', name: 'Empty' },
  },
};

describe("the stories of the built Storybook (tests/browser/visual/stories.ts)", () => {
  it('takes the stories of index.json and leaves the docs pages out', () => {
    expect(storiesOf(index)).toEqual([
      { id: 'ui-button--primary', title: 'UI/Button', name: 'Primary' },
      { id: 'shell-cart--empty', title: 'Shell/Cart', name: 'Empty' },
    ]);
  });

  it('picks the stories whose id holds one of the texts', () => {
    expect(storiesMatching(storiesOf(index), ['cart']).map((story) => story.id)).toEqual(['shell-cart--empty']);
    expect(storiesMatching(storiesOf(index), []).length).toBe(2);
  });

  it('opens a story alone in its frame, without the accessibility run', () => {
    expect(storyFrameUrl('http://127.0.0.1:1', 'ui-button--primary')).toBe('http://127.0.0.1:1/iframe.html?id=ui-button--primary&viewMode=story&globals=a11y.manual:!true');
  });
});
