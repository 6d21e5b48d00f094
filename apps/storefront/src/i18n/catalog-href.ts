/** A link target for a catalog URL as the API gives it (`/p/{alias}`, `/c/{parent}/{child}`). */
export function catalogHref(canonicalUrl: string) {
  const [kind, ...path] = canonicalUrl.split('/').filter(Boolean);
  if (kind === 'p' && path.length) return { pathname: '/p/[...path]', params: { path } } as const;
  if (kind === 'c' && path.length) return { pathname: '/c/[...path]', params: { path } } as const;
  throw new Error(`Not a catalog URL: ${canonicalUrl}`);
}
