import { queryAllByRole } from '@testing-library/dom';
import { describe, expect, it } from 'vitest';
import { createDemoApp } from '../../../demo/api/app.ts';
import { SESSION_COOKIE } from '../../../demo/api/middleware.ts';
import { PlanClassesResponse, TranslationsResponse } from '../../../src/api/index.ts';
import { formatPrice, toCents } from '../../../src/domain/pricing/money.ts';
import { renderFirstScreen } from '../../../src/server/renderFirstScreen.tsx';
import { escapeAttribute, scriptJson } from '../../../src/server/markup.ts';
import { API_BASE, demoFetch, parseFirstScreen } from './support.ts';

const languages = ['de', 'en', 'nl', 'fr'] as const;

/** What the demo API answers, asked directly (not through the renderer). */
async function demoAnswers() {
  const app = createDemoApp();
  const planClasses = PlanClassesResponse.parse(await (await app.request('/api/plan-classes')).json()).data;
  const translations = TranslationsResponse.parse(await (await app.request('/api/translations/order4')).json());
  return { planClasses, translations };
}

describe('renderFirstScreen (order-form/server): the plan list as HTML', () => {
  it.each(languages)('renders the plan list in %s with every plan of the demo, its name, price and card', async (lang) => {
    const { planClasses, translations } = await demoAnswers();
    const { html, data } = await renderFirstScreen({ apiBase: API_BASE, lang, fetch: demoFetch() });

    expect(html).toMatch(new RegExp(`^<order-form lang="${lang}"><template shadowrootmode="open"><style>`));
    expect(html.endsWith('</script></template></order-form>')).toBe(true);
    const { container, scripts, state } = parseFirstScreen(html);
    expect(container.querySelector('[part="root"]')?.getAttribute('lang')).toBe(lang);
    expect(container.querySelector('[data-page="plans"]')).not.toBeNull();

    const plans = planClasses.flatMap((planClass) => planClass.plans);
    expect(plans.length).toBeGreaterThan(3);
    const cards = queryAllByRole(container, 'article');
    expect(cards.map((card) => card.getAttribute('data-plan'))).toEqual(plans.map((plan) => plan.code.toUpperCase()));
    for (const [index, plan] of plans.entries()) {
      const name = plan.translations?.name?.[lang] ?? plan.translations?.name?.de ?? plan.code;
      const card = cards[index]!;
      // the card is an article named by its plan's name, with its order link to the plan's page (no dead button)
      expect(queryAllByRole(container, 'article', { name })).toContain(card);
      expect(queryAllByRole(card, 'heading', { level: 3, name })).toHaveLength(1);
      expect(queryAllByRole(card, 'button')).toHaveLength(0);
      expect(queryAllByRole(card, 'link').map((link) => link.getAttribute('href'))).toEqual([`/plans/${encodeURIComponent(plan.code)}`]);
      if (plan.monthly_price !== null && plan.monthly_price !== undefined) {
        expect(card.querySelector('[data-price="monthly"]')?.textContent).toContain(formatPrice(toCents(plan.monthly_price)));
      }
    }
    const title = (translations[lang] as { planList: { title: string } }).planList.title;
    expect(queryAllByRole(container, 'heading', { level: 1 }).map((heading) => heading.textContent)).toEqual([title]);

    // the answers it used, in one JSON script that parses back to them
    expect(scripts).toHaveLength(1);
    const parsed = JSON.parse(state);
    expect(parsed).toEqual(data);
    expect(parsed.lang).toBe(lang);
    expect(parsed.planClasses).toEqual(planClasses);
    expect(parsed.translations).toEqual(translations);
    expect(parsed.page).toEqual({ name: 'plans' });
    // the server's session is its own: the element asks for the visitor's
    expect(parsed).not.toHaveProperty('auth');
  });

  it("writes the host's attributes escaped, the nonce on its style, or a link to a same-origin style sheet; refuses what it cannot render", async () => {
    const fetch = demoFetch();
    const inline = await renderFirstScreen({ apiBase: API_BASE, lang: 'de', fetch, nonce: 'r4nd"m', attributes: { 'api-base': '/api/?a="b"&c', header: 'static' } });
    expect(inline.html).toMatch(/^<order-form lang="de" nonce="r4nd&quot;m" api-base="\/api\/\?a=&quot;b&quot;&amp;c" header="static"><template shadowrootmode="open"><style nonce="r4nd&quot;m">/);
    const { host, container } = parseFirstScreen(inline.html);
    expect(host.getAttribute('api-base')).toBe('/api/?a="b"&c');
    expect(container.querySelector('[part="header"]')?.getAttribute('data-position')).toBe('static');

    const linked = await renderFirstScreen({ apiBase: API_BASE, lang: 'de', fetch, stylesheetHref: '/order-form/first-screen.css?v="1"' });
    expect(linked.html).toContain('<template shadowrootmode="open"><link rel="stylesheet" href="/order-form/first-screen.css?v=&quot;1&quot;"><div part="root"');
    expect(linked.html).not.toContain('<style');

    await expect(renderFirstScreen({ apiBase: API_BASE, lang: 'de', fetch, attributes: { 'on click': 'x' } })).rejects.toThrow(/not an attribute name/);
    await expect(renderFirstScreen({ apiBase: API_BASE, lang: 'de', fetch, path: '/unsupported' })).rejects.toThrow(/the plan list and a plan's page, not "\/unsupported"/);
    await expect(renderFirstScreen({ apiBase: '/api/', lang: 'de', fetch })).rejects.toThrow(/absolute URL/);
    await expect(renderFirstScreen({ apiBase: API_BASE, lang: 'es' as 'de', fetch })).rejects.toThrow(/de, en, nl or fr/);
  });

  it("routes under the host's base path: the plan list's links lead below it, and a plan's page below it is rendered", async () => {
    const attributes = { 'base-path': '/bestellen/' };
    const list = await renderFirstScreen({ apiBase: API_BASE, lang: 'de', fetch: demoFetch(), path: '/bestellen/', attributes });
    const card = queryAllByRole(parseFirstScreen(list.html).container, 'article', { name: 'Festnetz Home' })[0]!;
    expect(queryAllByRole(card, 'link')[0]?.getAttribute('href')).toBe('/bestellen/plans/VOIPPRIV');
    const plan = await renderFirstScreen({ apiBase: API_BASE, lang: 'de', fetch: demoFetch(), path: '/bestellen/plans/VOIPPRIV/', attributes });
    expect(plan.data.page).toEqual({ name: 'plan', plan: 'VOIPPRIV', step: 'product', addressCheck: false });
    expect(plan.html).toContain('base-path="/bestellen/"');
  });

  it('rejects when the API does not give the plan list (nothing to cache)', async () => {
    const failing: typeof fetch = async (input, init) => {
      const url = new Request(input, init).url;
      return url.includes('plan-classes') ? new Response('{}', { status: 503 }) : demoFetch()(input, init);
    };
    await expect(renderFirstScreen({ apiBase: API_BASE, lang: 'en', fetch: failing })).rejects.toThrow(/did not give a first screen for "\/" \(loadPlanClasses/);
  });
});

describe('renderFirstScreen: what comes from the API stays text', () => {
  const evil = '</script><img src=x onerror=alert(1)><!-- "quoted" & </template></order-form>';

  /** The demo API with a plan class's name, a plan's name and the plan list's title replaced by `evil`. */
  function tamperedFetch(lang: (typeof languages)[number]): typeof fetch {
    const demo = demoFetch();
    return async (input, init) => {
      const response = await demo(input, init);
      const url = new Request(input, init).url;
      if (!url.includes('plan-classes') && !url.includes('translations/')) return response;
      const body = await response.json();
      if (url.includes('plan-classes')) {
        body.data[0].translations = { ...body.data[0].translations, name: { de: evil, en: evil, nl: evil, fr: evil } };
        body.data[0].plans[0].translations.name[lang] = evil;
      } else {
        body[lang].planList.title = evil;
      }
      return new Response(JSON.stringify(body), { status: response.status, headers: response.headers });
    };
  }

  it.each(languages)('in %s: no element is made of it, the JSON script keeps the strings and is closed once', async (lang) => {
    const { html, data } = await renderFirstScreen({ apiBase: API_BASE, lang, fetch: tamperedFetch(lang) });
    const { document, container, scripts, state } = parseFirstScreen(html);

    expect(document.querySelectorAll('img')).toHaveLength(0);
    expect(container.querySelectorAll('img, template, order-form')).toHaveLength(0);
    expect(html.match(/<\/script/gi)).toHaveLength(1);
    expect(html.match(/<img/gi)).toBeNull();
    expect(html.match(/<!--/g)?.length ?? 0).toBe(html.match(/<!-- -->/g)?.length ?? 0);

    // shown as the text it is
    expect(queryAllByRole(container, 'heading', { level: 1 }).map((heading) => heading.textContent)).toEqual([evil]);
    expect(queryAllByRole(container, 'heading', { level: 2, name: evil })).toHaveLength(1);
    expect(queryAllByRole(container, 'article', { name: evil })).toHaveLength(1);

    // the JSON script: one, its text parses to the original strings
    expect(scripts).toHaveLength(1);
    const parsed = JSON.parse(state);
    expect(parsed).toEqual(data);
    expect(parsed.planClasses[0].translations.name[lang]).toBe(evil);
    expect(parsed.planClasses[0].plans[0].translations.name[lang]).toBe(evil);
    expect(parsed.translations[lang].planList.title).toBe(evil);
  });

  it('writes JSON for a script with <, >, &, U+2028 and U+2029 escaped, and attributes with their quotes escaped', () => {
    const value = { text: '</script><!--<script>&\u2028\u2029' };
    const json = scriptJson(value);
    expect(json).toBe('{"text":"\\u003c/script\\u003e\\u003c!--\\u003cscript\\u003e\\u0026\\u2028\\u2029"}');
    expect(JSON.parse(json)).toEqual(value);
    expect(escapeAttribute('"a" <b> & \'c\'')).toBe('&quot;a&quot; &lt;b&gt; &amp; \'c\'');
  });
});

describe('renderFirstScreen: nothing of a visitor', () => {
  /** The demo API, recording every Set-Cookie it answers and every cookie it is sent. */
  function recordingFetch() {
    const setCookies: string[] = [];
    const sentCookies: string[] = [];
    const demo = demoFetch();
    const recording: typeof globalThis.fetch = async (input, init) => {
      const cookie = new Headers(init?.headers).get('cookie');
      if (cookie) sentCookies.push(cookie);
      const response = await demo(input, init);
      setCookies.push(...response.headers.getSetCookie());
      return response;
    };
    return { fetch: recording, setCookies, sentCookies };
  }

  it('keeps its session to itself: no cookie, Set-Cookie or token in the HTML, and two sessions give the same bytes', async () => {
    const first = recordingFetch();
    const second = recordingFetch();
    const one = await renderFirstScreen({ apiBase: API_BASE, lang: 'de', fetch: first.fetch });
    const two = await renderFirstScreen({ apiBase: API_BASE, lang: 'de', fetch: second.fetch });

    // each render made a session of its own and used it (its later calls sent its cookies back)
    const sessionOf = (setCookies: string[]) => setCookies.find((line) => line.startsWith(`${SESSION_COOKIE}=`))?.split(';')[0]!.split('=')[1];
    const sessions = [sessionOf(first.setCookies), sessionOf(second.setCookies)];
    expect(sessions.every((session) => session && session.length >= 8)).toBe(true);
    expect(sessions[0]).not.toBe(sessions[1]);
    expect(first.sentCookies.some((cookie) => cookie.includes(`${SESSION_COOKIE}=${sessions[0]}`))).toBe(true);

    expect(two.html).toBe(one.html);
    for (const { html } of [one, two]) {
      expect(html).not.toMatch(/demo_session|XSRF|set-cookie|authorization|bearer/i);
      for (const line of [...first.setCookies, ...second.setCookies]) {
        const value = decodeURIComponent(line.split(';')[0]!.split('=').slice(1).join('='));
        expect(value.length).toBeGreaterThan(0);
        expect(html).not.toContain(value);
      }
    }
  });
});
