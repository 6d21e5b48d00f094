import { escapeXml } from '@/lib/escape-xml';
import { THEME_COLOUR } from '@/ui/brand';

export interface OfflinePageTexts {
  siteName: string;
  title: string;
  text: string;
  retry: string;
  home: string;
}

/**
 * The page the service worker shows for a page it cannot fetch and has not stored. One file with
 * no scripts and no stylesheet, for nothing else may be in the browser: styles are attributes,
 * which the security policy allows. The retry link is the empty address, the page asked for.
 */
export function offlinePageHtml(page: {
  locale: string;
  dir: string;
  homeHref: string;
  texts: OfflinePageTexts;
}) {
  const t = Object.fromEntries(
    Object.entries(page.texts).map(([key, value]) => [key, escapeXml(value)]),
  ) as unknown as OfflinePageTexts;
  const link = `color:${THEME_COLOUR};font-weight:600`;
  return `<!doctype html>
<html lang="${escapeXml(page.locale)}" dir="${escapeXml(page.dir)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${t.title} | ${t.siteName}</title>
</head>
<body style="margin:0;font-family:system-ui,sans-serif;color:#1a1a1a;background:#fff;line-height:1.5">
<header style="background:${THEME_COLOUR};color:#fff;padding:0.75rem 1rem;font-weight:700">${t.siteName}</header>
<main style="max-width:40rem;margin:0 auto;padding:2rem 1rem">
<h1 style="font-size:1.75rem;margin:0 0 1rem">${t.title}</h1>
<p>${t.text}</p>
<p><a href="" style="${link}">${t.retry}</a></p>
<p><a href="${escapeXml(page.homeHref)}" style="${link}">${t.home}</a></p>
</main>
</body>
</html>
`;
}
