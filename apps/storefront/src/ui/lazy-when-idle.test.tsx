import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazyWhenIdle } from './lazy-when-idle';

describe('lazyWhenIdle on the server', () => {
  it('renders the component itself in the HTML, not the fallback, so the page works without JavaScript', async () => {
    let loads = 0;
    const Form = lazyWhenIdle(async () => {
      loads += 1;
      return ({ label }: { label: string }) => <button type="submit">{label}</button>;
    });
    // The code loads as the module does; a page renders after its data has come.
    await new Promise((resolve) => setTimeout(resolve, 0));
    // renderToString shows a boundary's fallback for anything that waits: nothing here may wait.
    const page = renderToString(
      <Suspense fallback={<p>waiting</p>}>
        <Form label="Skicka" />
      </Suspense>,
    );
    expect(page).toContain('<button type="submit">Skicka</button>');
    expect(page).not.toContain('waiting');
    expect(loads).toBe(1);
  });
});
