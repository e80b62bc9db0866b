import { useLocation, useNavigate } from 'react-router';

/*
 * Single-use tokens handed over in a page address: a mailed reset link (`reset`), a teacher's
 * invitation (`invite`), a social sign-in's ticket (`ticket`). They travel in the fragment
 * (`/el/#reset=…`), which a browser never sends to a server, so no request log (ours, a
 * proxy's) ever holds one. A link mailed before that, with the token in its query, still opens.
 */

/** The parameters of a fragment such as `#reset=…&x=1` (one without `=` is an anchor: none). */
export function fragmentParams(hash: string): URLSearchParams {
  const text = hash.replace(/^#/, '');
  return new URLSearchParams(text.includes('=') ? text : '');
}

/** The value of a link's parameter: the fragment's, else (an older link) the query's. */
export function linkParam(location: { hash: string; search: string }, name: string): string | null {
  return fragmentParams(location.hash).get(name) ?? new URLSearchParams(location.search).get(name);
}

/** The address without these parameters, in the fragment or the query. */
export function withoutLinkParams(
  location: { pathname: string; search: string; hash: string },
  names: readonly string[],
): { pathname: string; search: string; hash: string } {
  const search = new URLSearchParams(location.search);
  const isParams = location.hash.includes('=');
  const hash = fragmentParams(location.hash);
  for (const name of names) {
    search.delete(name);
    hash.delete(name);
  }
  const query = search.toString();
  const fragment = isParams ? hash.toString() : location.hash.replace(/^#/, '');
  return {
    pathname: location.pathname,
    search: query ? `?${query}` : '',
    hash: fragment ? `#${fragment}` : '',
  };
}

/**
 * The page's link tokens by name, and `drop()` to take them out of the address bar and its
 * history entry (done once they are used or the form is left).
 */
export function useLinkSecrets<const N extends string>(
  names: readonly N[],
): { values: Record<N, string | null>; drop: () => void } {
  const location = useLocation();
  const navigate = useNavigate();
  const values = Object.fromEntries(names.map((n) => [n, linkParam(location, n)])) as Record<
    N,
    string | null
  >;
  const drop = () => {
    if (names.every((n) => linkParam(location, n) === null)) return;
    void navigate(withoutLinkParams(location, names), { replace: true });
  };
  return { values, drop };
}
