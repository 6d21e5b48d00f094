import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { themeColourOf, themeStyle } from './channel-theme';

const DEMO = [
  { name: '--color-theme', value: '#363636' },
  { name: '--font', value: 'var(--font-public-sans), system-ui, sans-serif' },
];

/** The document's root as the server renders it with the theme. */
const rootOf = (theme: Parameters<typeof themeStyle>[0]) =>
  renderToStaticMarkup(
    <html lang="sv" style={themeStyle(theme)}>
      <body />
    </html>,
  );

describe("the channel's theme", () => {
  it('is written on the root as custom properties, in the server-rendered markup', () => {
    expect(rootOf(DEMO)).toBe(
      '<html lang="sv" style="--color-theme:#363636;--font:var(--font-public-sans), system-ui, sans-serif"><head></head><body></body></html>',
    );
  });

  it('leaves out a name that is no custom property', () => {
    expect(themeStyle([{ name: 'background', value: 'red' }, ...DEMO])).toEqual({
      '--color-theme': '#363636',
      '--font': 'var(--font-public-sans), system-ui, sans-serif',
    });
  });

  it('writes no style attribute for an empty theme', () => {
    expect(rootOf([])).toBe('<html lang="sv"><head></head><body></body></html>');
  });

  it("keeps a value in the attribute as the markup's text, whatever it holds", () => {
    expect(rootOf([{ name: '--x', value: '"><script>' }])).toBe(
      '<html lang="sv" style="--x:&quot;&gt;&lt;script&gt;"><head></head><body></body></html>',
    );
  });

  it("gives the browser's theme colour from the map", () => {
    expect(themeColourOf(DEMO)).toBe('#363636');
    expect(themeColourOf([])).toBeUndefined();
  });
});
