import { describe, expect, it } from 'vitest';
import { addressOf, parseRoute, routePath } from '../../machines/routes.ts';
import { parseQuery, withoutLang, withoutQuote } from '../../machines/query.ts';
import { resolveLanguage } from '../../machines/language.ts';

describe('routes of spec section 2', () => {
  it.each([
    ['/', { name: 'plans' }],
    ['/plans/error', { name: 'planError', search: '?x=1' }],
    ['/unsupported', { name: 'unsupported' }],
    ['/nect', { name: 'nect' }],
    ['/plans/EBCOM', { name: 'plan', plan: 'EBCOM' }],
    ['/plans/EBCOM/', { name: 'plan', plan: 'EBCOM' }],
    ['/plans/EBCOM/product/', { name: 'step', plan: 'EBCOM', step: 'product' }],
    ['/plans/EBCOM/activation/', { name: 'step', plan: 'EBCOM', step: 'activation' }],
    ['/plans/EBCOM/customer/', { name: 'step', plan: 'EBCOM', step: 'customer' }],
    ['/plans/EBCOM/account/', { name: 'step', plan: 'EBCOM', step: 'account' }],
    ['/plans/EBCOM/confirm/', { name: 'step', plan: 'EBCOM', step: 'confirm' }],
    ['/plans/EBCOM/thanks/', { name: 'thanks', plan: 'EBCOM' }],
    ['/plans/EBCOM/link-created/', { name: 'linkCreated', plan: 'EBCOM' }],
    ['/plans/EBCOM/payment/', { name: 'notFound', path: '/plans/EBCOM/payment/' }],
    ['/impressum', { name: 'notFound', path: '/impressum' }],
  ])('reads %s', (path, route) => {
    expect(parseRoute(path, '?x=1')).toEqual(route);
  });

  it('reads routes under the base path only', () => {
    expect(parseRoute('/shop/plans/EBAT/customer/', '', '/shop')).toEqual({ name: 'step', plan: 'EBAT', step: 'customer' });
    expect(parseRoute('/plans/EBAT/customer/', '', '/shop/')).toEqual({ name: 'notFound', path: '/plans/EBAT/customer/' });
  });

  it('writes every route back to the path it was read from', () => {
    for (const path of ['/', '/unsupported', '/nect', '/plans/EBCOM', '/plans/EBCOM/confirm/', '/plans/EBCOM/thanks/', '/plans/EBCOM/link-created/']) {
      expect(routePath(parseRoute(path, '', '/'), '/')).toBe(path);
      expect(routePath(parseRoute(`/b${path}`, '', '/b/'), '/b/')).toBe(`/b${path}`);
    }
  });

  it('keeps the query string on /plans/error', () => {
    expect(addressOf({ name: 'planError', search: '?voucher=A' }, '?voucher=A')).toBe('/plans/error?voucher=A');
    expect(addressOf({ name: 'plans' }, '?voucher=A')).toBe('/?voucher=A');
  });
});

describe('query parameters of spec section 9', () => {
  it('reads snake_case and camelCase spellings alike', () => {
    expect(parseQuery('?partner_code=P1&use_partner_process=1&agent_code=A1')).toMatchObject({
      partnerCode: 'P1',
      usePartnerProcess: true,
      agentCode: 'A1',
    });
    expect(parseQuery('?partnerCode=P1&usePartnerProcess=true&agentCode=A1')).toMatchObject({
      partnerCode: 'P1',
      usePartnerProcess: true,
      agentCode: 'A1',
    });
  });

  it('reads voucher, quote, quote_hash, preselect, skip_to, type, product_code, lang and api', () => {
    expect(parseQuery('?voucher=V&quote=1&quote_hash=h&preselect=1&skip_to=customer&type=ekp&product_code=P&lang=EN&api=2')).toEqual({
      voucher: 'V',
      partnerCode: null,
      usePartnerProcess: false,
      agentCode: null,
      quote: true,
      quoteHash: 'h',
      preselect: true,
      skipTo: 'customer',
      type: 'ekp',
      productCode: 'P',
      lang: 'en',
      api: '2',
    });
  });

  it('reads a nested quote category (flatrate, fairFlat, fair_flat) as a quote request', () => {
    for (const category of ['flatrate', 'fairFlat', 'fair_flat']) {
      expect(parseQuery(`?quote[${category}]=1`).quote, category).toBe(true);
      expect(parseQuery(`?${encodeURIComponent(`quote[${category}]`)}=true`).quote, category).toBe(true);
      expect(parseQuery(`?quote[${category}]=0`).quote, category).toBe(false);
    }
    expect(parseQuery('?quote[other]=1').quote).toBe(false);
  });

  it('takes the quote request out of the address, plain or by category, with preselect', () => {
    expect(withoutQuote('?quote=1&voucher=X')).toBe('?voucher=X');
    expect(withoutQuote('?quote%5BfairFlat%5D=1&preselect=1&quote_hash=h')).toBe('?quote_hash=h');
    expect(withoutQuote('?voucher=X')).toBe('?voucher=X');
  });

  it('removes lang from the address and keeps the rest', () => {
    expect(withoutLang('?lang=fr&voucher=X')).toBe('?voucher=X');
    expect(withoutLang('?lang=fr')).toBe('');
    expect(withoutLang('?voucher=X')).toBe('?voucher=X');
  });
});

describe('language precedence (DESIGN.md)', () => {
  const none = { query: null, stored: null, attribute: null, hostname: 'shop.example.com' };
  it('takes ?lang, then the stored choice, then the lang attribute, then the domain suffix, then de', () => {
    expect(resolveLanguage({ query: 'fr', stored: 'nl', attribute: 'en', hostname: 'a.at' })).toBe('fr');
    expect(resolveLanguage({ ...none, stored: 'nl', attribute: 'en' })).toBe('nl');
    expect(resolveLanguage({ ...none, attribute: 'en' })).toBe('en');
    expect(resolveLanguage({ ...none, hostname: 'bestellen.example.nl' })).toBe('nl');
    expect(resolveLanguage({ ...none, hostname: 'commande.example.fr' })).toBe('fr');
    expect(resolveLanguage(none)).toBe('de');
  });

  it('accepts only de, en, nl and fr from any source', () => {
    expect(resolveLanguage({ ...none, query: 'es', stored: 'it', attribute: 'pl' })).toBe('de');
  });
});
