import { describe, expect, it, vi } from 'vitest';
import { ApiError, reportApiError, scrubText, scrubUrl, scrubValue } from '../../../src/api/index.ts';
import type { ErrorReporter } from '../../../src/contract/reporter.ts';
import { friedrichstrasse, injectFault, serveDemoApi, visitor } from './support.ts';

serveDemoApi();

function fakeReporter() {
  const captureException = vi.fn<ErrorReporter['captureException']>();
  return { reporter: { captureException } satisfies ErrorReporter, captureException };
}

const production = { environment: 'production', buildHash: 'abc1234' };

describe('when the reporter is called', () => {
  it('reports a 5xx with the call, the status and the release label', async () => {
    const { reporter, captureException } = fakeReporter();
    const { api } = await visitor({ reporter, ...production });
    await injectFault({ path: 'providers', status: 503 });
    await expect(api.loadProviders()).rejects.toBeInstanceOf(ApiError);
    expect(captureException).toHaveBeenCalledTimes(1);
    const [error, hint] = captureException.mock.calls[0]!;
    expect(error).toMatchObject({ name: 'ApiError', call: 'loadProviders', status: 503, code: 'ERR_BAD_RESPONSE' });
    expect(hint?.tags).toMatchObject({ call: 'loadProviders', status: '503', release: 'production@abc1234' });
  });

  it('reports a failure without a status (network)', async () => {
    const { reporter, captureException } = fakeReporter();
    const { api } = await visitor({ reporter, ...production });
    await injectFault({ path: 'plan-classes', network: true });
    await expect(api.loadPlanClasses()).rejects.toMatchObject({ code: 'ERR_NETWORK' });
    expect(captureException).toHaveBeenCalledTimes(1);
  });

  it('does not report an unparseable 2xx answer: it carries its 200 status, below 500', async () => {
    const { reporter, captureException } = fakeReporter();
    const { api } = await visitor({ reporter, ...production });
    await injectFault({ path: 'providers', malformed: true });
    await expect(api.loadProviders()).rejects.toMatchObject({ code: 'ERR_PARSE' });
    // ERR_PARSE carries the 200 status: below 500, so not reported (spec section 8 counts statuses only)
    expect(captureException).not.toHaveBeenCalled();
  });

  it('never reports a 4xx', async () => {
    const { reporter, captureException } = fakeReporter();
    const { api } = await visitor({ reporter, ...production });
    await expect(api.loadPlan('NOPE', { lang: 'de' })).rejects.toMatchObject({ status: 404 });
    await expect(api.authenticateWithToken('forged')).rejects.toMatchObject({ status: 401 });
    await api.checkProviderAvailability('TAL', { ...friedrichstrasse, street: 'Dorfstraße', houseNumber: '7', zipCode: '17258', city: 'Feldberger Seenlandschaft' });
    expect(captureException).not.toHaveBeenCalled();
  });

  it.each(['local', 'development', 'test', undefined])('never reports in the %s environment', async (environment) => {
    const { reporter, captureException } = fakeReporter();
    const { api } = await visitor({ reporter, environment, buildHash: 'abc1234' });
    await injectFault({ path: 'providers', status: 500 });
    await expect(api.loadProviders()).rejects.toMatchObject({ status: 500 });
    expect(captureException).not.toHaveBeenCalled();
  });

  it('never reports a call the caller canceled', async () => {
    const { reporter, captureException } = fakeReporter();
    const { api } = await visitor({ reporter, ...production });
    await injectFault({ path: 'providers', delayMs: 100 });
    const controller = new AbortController();
    const pending = api.loadProviders({ signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ code: 'ERR_CANCELED' });
    expect(captureException).not.toHaveBeenCalled();
  });

  it('reports a failed live validation although it is ignored', async () => {
    const { reporter, captureException } = fakeReporter();
    const { api } = await visitor({ reporter, ...production });
    await injectFault({ path: 'order/validate', status: 500 });
    expect(await api.validateOrderField('VOIPBIZ', { type: 'contact.phoneNumber', value: '030 1234567' })).toBeNull();
    expect(captureException).toHaveBeenCalledTimes(1);
  });

  it('survives a reporter that throws', async () => {
    const reporter: ErrorReporter = {
      captureException() {
        throw new Error('reporter down');
      },
    };
    const { api } = await visitor({ reporter, ...production });
    await injectFault({ path: 'providers', status: 500 });
    await expect(api.loadProviders()).rejects.toMatchObject({ call: 'loadProviders', status: 500 });
  });
});

describe('what the reporter gets', () => {
  it('holds nothing personal from a failed voucher check with an address in the query', async () => {
    const { reporter, captureException } = fakeReporter();
    const { api } = await visitor({ reporter, ...production });
    await injectFault({ path: 'vouchers', status: 500, body: { message: 'boom for max.mustermann@example.de' } });
    await expect(
      api.checkVoucher(1001, { voucherCode: 'WELCOME10', street: 'Friedrichstraße', houseNumber: '123', zipCode: '10117', city: 'Berlin', cartAddons: [{ id: 1112, quantity: 1 }] }),
    ).rejects.toMatchObject({ status: 500 });
    const sent = JSON.stringify(captureException.mock.calls[0], (_key, value: unknown) => (value instanceof Error ? { ...value, message: value.message, stack: value.stack } : value));
    for (const personal of ['Friedrichstra', '10117', 'Berlin', 'mustermann', 'WELCOME10']) expect(sent).not.toContain(personal);
    expect(sent).toContain('plans/1001/vouchers');
  });

  it('holds nothing of a failed order submit (names, IBAN, password, e-mail, phone)', async () => {
    const { reporter, captureException } = fakeReporter();
    const { api } = await visitor({ reporter, ...production });
    await injectFault({ path: 'orders', network: true });
    await expect(
      api.submitOrder(
        {
          customer: { salutation: 'Mrs', firstName: 'Zofia', lastName: 'Łukasiewicz' },
          contact: { phoneNumber: '+49 151 23456789', email: 'zofia@example.pl' },
          orderAddress: { street: 'Kurfürstendamm', houseNumber: '21', zipCode: '10719', city: 'Berlin', country: 'DE' },
          bankAccount: { owner: 'Zofia Łukasiewicz', bic: 'COBADEFFXXX', iban: 'DE89370400440532013000' },
          password: 'Sehr-Geheim-42',
          order: { addons: [], plan: { id: 3001, code: 'VOIPPRIV', name: 'Festnetz Home', quantity: 1, value: 9.99, category: 'VOIP' } },
        },
        { idempotencyKey: 'k-1' },
      ),
    ).rejects.toMatchObject({ code: 'ERR_NETWORK' });
    const sent = JSON.stringify(captureException.mock.calls[0], (_key, value: unknown) => (value instanceof Error ? { ...value, message: value.message, stack: value.stack } : value));
    for (const personal of ['Zofia', 'Łukasiewicz', 'DE8937', 'Sehr-Geheim', 'zofia@', '151 234', 'Kurfürstendamm']) expect(sent).not.toContain(personal);
  });
});

describe('scrubbing', () => {
  it('removes the auth token from URL hashes and query strings', () => {
    expect(scrubUrl('https://shop.example/plans/EBCOM/product/#auth_token=eyJhbGciOi.secret.part')).toBe('https://shop.example/plans/EBCOM/product/#[Filtered]');
    expect(scrubUrl('/api/plan-classes?auth_token=abc123&lang=de')).toBe('/api/plan-classes?auth_token=[Filtered]&lang=de');
  });

  it('filters query values that may be personal, keeps harmless ones', () => {
    expect(scrubUrl('plans/1001/vouchers?voucherCode=X&street=Damrak&cartAddons%5B0%5D%5Bid%5D=1')).toBe(
      'plans/1001/vouchers?voucherCode=[Filtered]&street=[Filtered]&cartAddons%5B0%5D%5Bid%5D=[Filtered]',
    );
    expect(scrubUrl('companies?text=M%C3%BCller&country=DE')).toBe('companies?text=[Filtered]&country=DE');
    expect(scrubUrl('partners/PARTNER01/references/REF-2026-0001?agent_code=AG-7')).toBe('partners/PARTNER01/references/[Filtered]?agent_code=[Filtered]');
  });

  it('removes e-mail addresses, IBANs, phone numbers, passwords and bearer tokens from text', () => {
    const text = scrubText('mail max@example.de iban DE89 3704 0044 0532 0130 00 phone +49 30 1234567 password=hunter2 Authorization: Bearer abc.def.ghi');
    for (const personal of ['max@example.de', 'DE89', '1234567', 'hunter2', 'abc.def.ghi']) expect(text).not.toContain(personal);
  });

  it('filters personal keys in nested values', () => {
    expect(scrubValue({ customer: { firstName: 'Anna', lastName: 'Weiß', salutation: 'Mrs' }, plan: { code: 'TALPRIV100' }, accepted: true })).toEqual({
      customer: { firstName: '[Filtered]', lastName: '[Filtered]', salutation: '[Filtered]' },
      plan: { code: 'TALPRIV100' },
      accepted: true,
    });
  });

  it('does not report what it must not, even when called directly', () => {
    const { reporter, captureException } = fakeReporter();
    const error = new ApiError({ call: 'loadPlan', code: 'ERR_BAD_REQUEST', status: 412, message: 'x' });
    expect(reportApiError(error, { reporter, ...production })).toBe(false);
    expect(captureException).not.toHaveBeenCalled();
  });
});
