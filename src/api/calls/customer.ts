import type { CallOptions, Http } from '../http.ts';
import { CompaniesResponse, VoucherResponse, voucherSearchParams, type CompaniesQuery, type VoucherCheckInput } from '../schemas/catalogue.ts';

const sig = (signal: AbortSignal | undefined) => (signal ? { signal } : {});

/** `GET companies?text=&country=`. */
export async function searchCompanies(http: Http, query: CompaniesQuery, { signal }: CallOptions = {}) {
  const answer = await http.json('searchCompanies', CompaniesResponse, 'companies', { method: 'get', searchParams: query, ...sig(signal) });
  return answer.data;
}

/** `GET plans/{id}/vouchers?voucherCode=...&cartAddons[n][id]=...`: an unknown code answers `isValid: false`. */
export async function checkVoucher(http: Http, planId: string | number, input: VoucherCheckInput, { signal }: CallOptions = {}) {
  const answer = await http.json('checkVoucher', VoucherResponse, `plans/${encodeURIComponent(String(planId))}/vouchers`, {
    method: 'get',
    searchParams: voucherSearchParams(input),
    ...sig(signal),
  });
  return answer.data;
}
