import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import GlobalError from './global-error';

describe('the page shown when the error page itself fails', () => {
  it('says so in Swedish and in the words of the spec, and links home', () => {
    const html = renderToStaticMarkup(<GlobalError />);
    expect(html).toContain('<html lang="sv">');
    expect(html).toContain('Ett fel uppstod när felsidan skulle visas');
    expect(html).toContain('<p lang="en">An error occurred while showing the error page</p>');
    expect(html).toMatch(/<a href="\/">Till startsidan \/ Home<\/a>/);
  });
});
