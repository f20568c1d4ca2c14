/**
 * The cookies of one server render: the session and XSRF cookies the API sets on the render's first call, sent
 * back with its next calls, as a browser would. Held in memory for that render only: never written into the HTML,
 * never shared with another render (DESIGN.md, "The first screen in the HTML").
 */
export interface CookieJar {
  /** the cookies held, by name, as the server set them */
  readonly cookies: ReadonlyMap<string, string>;
  /** the host's fetch, sending the jar's cookies and keeping every Set-Cookie of the answers */
  fetch: typeof fetch;
  /** the XSRF token to echo (the api client's `xsrfToken`) */
  xsrfToken(): string | undefined;
}

export function cookieJar(send: typeof fetch): CookieJar {
  const cookies = new Map<string, string>();
  const fetchWithCookies: typeof fetch = async (input, init) => {
    const headers = new Headers(init?.headers ?? (input instanceof Request ? input.headers : undefined));
    if (cookies.size > 0) headers.set('cookie', [...cookies].map(([name, value]) => `${name}=${value}`).join('; '));
    const response = await send(input, { ...init, headers });
    for (const line of response.headers.getSetCookie?.() ?? []) {
      const [pair = ''] = line.split(';');
      const eq = pair.indexOf('=');
      if (eq <= 0) continue;
      cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim());
    }
    return response;
  };
  return {
    cookies,
    fetch: fetchWithCookies,
    xsrfToken() {
      const raw = cookies.get('XSRF-TOKEN');
      if (raw === undefined) return undefined;
      try {
        return decodeURIComponent(raw);
      } catch {
        return raw;
      }
    },
  };
}
