/**
 * Just enough of a browser for the social sign-in trip: follows redirects across Kokpit and
 * the local provider, keeping each host's cookies (both use several, on several paths), and
 * stops at the first page that is not a redirect (the web app's /{lang}/sign-in/social).
 */
export class TripBrowser {
  private readonly jar = new Map<string, Map<string, string>>();

  /** Extra cookies to send to a host (the web app's `token`, for linking). */
  setCookie(origin: string, name: string, value: string): void {
    this.cookiesOf(new URL(origin).host).set(name, value);
  }

  cookie(origin: string, name: string): string | undefined {
    return this.cookiesOf(new URL(origin).host).get(name);
  }

  private cookiesOf(host: string): Map<string, string> {
    let cookies = this.jar.get(host);
    if (!cookies) this.jar.set(host, (cookies = new Map()));
    return cookies;
  }

  /** Follows redirects from `url`; resolves with the first URL that does not redirect. */
  async go(url: string, maxHops = 20): Promise<URL> {
    let at = new URL(url);
    for (let hop = 0; hop < maxHops; hop++) {
      const cookies = this.cookiesOf(at.host);
      const res = await fetch(at, {
        redirect: 'manual',
        headers: { cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
      });
      for (const line of res.headers.getSetCookie()) {
        const [pair = ''] = line.split(';');
        const eq = pair.indexOf('=');
        const name = pair.slice(0, eq).trim();
        const value = pair.slice(eq + 1).trim();
        if (/max-age=0|expires=thu, 01 jan 1970/i.test(line) || value === '') cookies.delete(name);
        else cookies.set(name, value);
      }
      const location = res.headers.get('location');
      if (res.status < 300 || res.status >= 400 || !location) {
        await res.body?.cancel();
        return at;
      }
      await res.body?.cancel();
      at = new URL(location, at);
      // The web app's pages are not served in the tests: the trip ends where it is sent.
      if (!at.pathname.startsWith('/api/') && at.port !== '' && !this.isProvider(at)) return at;
    }
    throw new Error('too many redirects');
  }

  private providerHosts = new Set<string>();

  /** The provider's host: its pages are followed too. */
  trustProvider(issuer: string): void {
    this.providerHosts.add(new URL(issuer).host);
  }

  private isProvider(url: URL): boolean {
    return this.providerHosts.has(url.host);
  }
}
