import { type ReactNode, Suspense } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { lazyWhenIdle } from './lazy-when-idle';

async function html(node: ReactNode): Promise<string> {
  const { prelude } = await prerenderToNodeStream(node);
  let text = '';
  for await (const chunk of prelude) text += String(chunk);
  return text;
}

describe('lazyWhenIdle', () => {
  it('renders the component itself on the server, not the fallback, so the HTML works without JavaScript', async () => {
    let loads = 0;
    const Form = lazyWhenIdle(async () => {
      loads += 1;
      return ({ label }: { label: string }) => <button type="submit">{label}</button>;
    });
    const page = await html(
      <Suspense fallback={<p>waiting</p>}>
        <Form label="Skicka" />
      </Suspense>,
    );
    expect(page).toContain('<button type="submit">Skicka</button>');
    expect(page).not.toContain('waiting');
    expect(loads).toBe(1);
  });
});
