'use client';

import { type ReactNode, useEffect, useRef, useState } from 'react';

/** The header hides when the shopper scrolls down past its own height and shows on scrolling up. */
export function HeaderAutoHide({ className, children }: { className?: string; children: ReactNode }) {
  const ref = useRef<HTMLElement>(null);
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      const threshold = ref.current?.offsetHeight ?? 0;
      setHidden(y > last && y > threshold);
      last = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return (
    <header ref={ref} className={className} data-hidden={hidden} onFocusCapture={() => setHidden(false)}>
      {children}
    </header>
  );
}
