const HERE = 'http://here.invalid';

/**
 * `candidate` when a browser would read it as a path of this site, else null: for every address
 * the shop redirects to or links from a value it did not write itself (a Referer, an API's URL).
 * Read as a browser reads it, so `//host`, `/\host`, `/<tab>/host` and `https://host` are another
 * site; `javascript:` and bare words are not paths. A path that normalises to `//host` (`/.//host`)
 * is refused too, lest it be used as a relative address once more.
 */
export function sameSitePath(candidate: string | null | undefined): string | null {
  if (!candidate?.startsWith('/')) return null;
  let url: URL;
  try {
    url = new URL(candidate, HERE);
  } catch {
    return null; // `//[` and the like: no address at all
  }
  return url.origin === HERE && !url.pathname.startsWith('//') ? candidate : null;
}
