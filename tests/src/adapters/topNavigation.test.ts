import { describe, expect, it } from 'vitest';
import { leaveFor, navigateTop } from '../../../src/adapters/topNavigation.ts';

function fakeView({ refuseTop = false, framed = true } = {}) {
  const visited: string[] = [];
  const delays: number[] = [];
  const location = (who: string) => ({
    set href(url: string) {
      if (who === 'top' && refuseTop) throw new DOMException('The current window does not have permission to navigate the target frame', 'SecurityError');
      visited.push(`${who} ${url}`);
    },
  });
  const view: Record<string, unknown> = {
    location: location('frame'),
    setTimeout: (run: () => void, delay: number) => (delays.push(delay), run(), 0),
  };
  view.top = framed ? { location: location('top') } : view;
  return { view: view as unknown as Window, visited, delays };
}

describe('leaving for an external target', () => {
  it('navigates the top window when the element is framed', () => {
    const { view, visited } = fakeView();
    expect(navigateTop(view, 'https://partner.example/')).toBe(true);
    expect(visited).toEqual(['top https://partner.example/']);
  });

  it('navigates its own window when not framed', () => {
    const { view, visited } = fakeView({ framed: false });
    expect(navigateTop(view, '/danke/')).toBe(true);
    expect(visited).toEqual(['frame /danke/']);
  });

  it('reports a refused top navigation (sandboxed frame) and does not move the frame instead', () => {
    const { view, visited } = fakeView({ refuseTop: true });
    expect(navigateTop(view, 'https://partner.example/')).toBe(false);
    expect(visited).toEqual([]);
  });

  it('lets the refused-access alert show before going to a portal, and goes to a thank-you page at once', () => {
    const portal = fakeView();
    leaveFor(portal.view, 'partnerPortal', 'https://partner.example/');
    expect(portal.delays).toEqual([3000]);
    expect(portal.visited).toEqual(['top https://partner.example/']);

    const thanks = fakeView();
    leaveFor(thanks.view, 'externalThanks', 'https://www.example/umzug/danke');
    leaveFor(thanks.view, 'subscriptionManagement', 'https://www.example/abo');
    expect(thanks.delays).toEqual([]);
    expect(thanks.visited).toEqual(['top https://www.example/umzug/danke', 'top https://www.example/abo']);
  });
});
