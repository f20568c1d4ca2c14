import { JSDOM } from 'jsdom';
import { createDemoApp } from '../../../demo/api/app.ts';

export const API_BASE = 'http://shop.test/api/';

/** The demo API in process as the host's fetch: every request goes to the Hono app, no network. */
export function demoFetch(app = createDemoApp()): typeof fetch {
  return async (input, init) => app.request(new Request(input, init));
}

/**
 * The server's HTML as a browser parses it: the `<order-form>` tag, the content of its shadow root (the template's,
 * or the shadow root itself where the parser attaches declarative shadow roots) moved into a container of a live
 * document (so that roles and accessible names can be asked), and the JSON script's text.
 */
export function parseFirstScreen(html: string) {
  const dom = new JSDOM(`<!doctype html><html><body>${html}</body></html>`, { url: 'http://shop.test/' });
  const { document } = dom.window;
  const host = document.querySelector('order-form');
  if (!host) throw new Error('no <order-form> in the HTML');
  const template = host.querySelector(':scope > template');
  const content = host.shadowRoot ?? (template as HTMLTemplateElement | null)?.content;
  if (!content) throw new Error('no shadow root in the HTML');
  const container = document.createElement('div');
  container.append(document.importNode(content, true));
  document.body.append(container);
  const scripts = container.querySelectorAll('script[data-order-form-state]');
  return { dom, document, host, container, scripts, state: scripts[0]?.textContent ?? '' };
}
