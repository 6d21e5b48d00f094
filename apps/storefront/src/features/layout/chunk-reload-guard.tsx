'use client';

import { useEffect } from 'react';
import { TIMING } from '@/lib/config';

const STORAGE_KEY = 'shop:chunk-reload-at';

/** After a deploy, old pages may ask for scripts that are gone: reload once, at most every 60 s. */
export function shouldReloadForChunkError(lastReloadAt: number | null, now: number): boolean {
  return lastReloadAt === null || now - lastReloadAt > TIMING.chunkReloadGuardMs;
}

function isChunkLoadError(reason: unknown): boolean {
  const text = reason instanceof Error ? `${reason.name} ${reason.message}` : String(reason);
  return /ChunkLoadError|Loading chunk [\w-]+ failed|Failed to fetch dynamically imported module/i.test(text);
}

export function ChunkReloadGuard() {
  useEffect(() => {
    const handle = (reason: unknown) => {
      if (!isChunkLoadError(reason)) return;
      const last = Number(sessionStorage.getItem(STORAGE_KEY)) || null;
      if (!shouldReloadForChunkError(last, Date.now())) return;
      sessionStorage.setItem(STORAGE_KEY, String(Date.now()));
      window.location.reload();
    };
    const onError = (event: ErrorEvent) => handle(event.error ?? event.message);
    const onRejection = (event: PromiseRejectionEvent) => handle(event.reason);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
  return null;
}
