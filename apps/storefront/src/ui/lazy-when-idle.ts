import { type ComponentType, lazy } from 'react';

/** Resolves once the browser is idle (at the latest after two seconds). */
function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => resolve(), { timeout: 2000 });
    else setTimeout(resolve, 200);
  });
}

/**
 * A component whose code is no part of the first load (ADR 20). The server renders it as usual, so
 * the HTML, the no-JavaScript form and a posted form's state are the same; in the browser its part
 * of the page stays the server's HTML until the code arrives once the page is idle, and hydrates
 * then. Render it inside a `<Suspense>`: the rest of the page hydrates without waiting for it.
 */
export function lazyWhenIdle<P extends object>(load: () => Promise<ComponentType<P>>): ComponentType<P> {
  if (typeof window !== 'undefined') {
    return lazy(() =>
      whenIdle()
        .then(load)
        .then((component) => ({ default: component })),
    );
  }
  // On the server the code is loaded at once, and handed over without a wait once it is there: a
  // boundary that waited would be streamed after the page, which only a script puts in its place.
  let loaded: ComponentType<P> | null = null;
  const loading = load().then((component) => {
    loaded = component;
    return { default: component };
  });
  return lazy(() => {
    const component = loaded;
    if (!component) return loading;
    // React.lazy reads any thenable, and one that answers at once in the same render; its type asks
    // for a Promise, which would answer only after the render.
    const ready = {
      // biome-ignore lint/suspicious/noThenProperty: the thenable React.lazy reads.
      then: (resolve: (value: { default: ComponentType<P> }) => void) => resolve({ default: component }),
    };
    return ready as unknown as Promise<{ default: ComponentType<P> }>;
  });
}
