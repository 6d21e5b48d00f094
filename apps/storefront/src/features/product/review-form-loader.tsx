'use client';

import { type ComponentProps, Suspense } from 'react';
import { lazyWhenIdle } from '@/ui/lazy-when-idle';
import type { ReviewForm as Form } from './review-form';

const ReviewForm = lazyWhenIdle(() => import('./review-form').then((m) => m.ReviewForm));

/**
 * The review form, far below the buy box: its code (and the reviewer's lookup) loads once the page
 * is idle. Until then the server's form is there and posts without JavaScript.
 */
export function LazyReviewForm(props: ComponentProps<typeof Form>) {
  return (
    <Suspense>
      <ReviewForm {...props} />
    </Suspense>
  );
}
