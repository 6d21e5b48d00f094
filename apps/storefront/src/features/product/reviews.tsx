import Link from 'next/link';
import { getFormatter, getTranslations } from 'next-intl/server';
import type { ResultOf } from '@/lib/graphql/graphql';
import { StarRating } from '@/ui/star-rating';
import { ratingText } from '@/ui/texts.server';
import type { ReviewsQuery } from './queries';
import { ReviewForm, type ReviewFormTexts } from './review-form';
import type { ReviewLimits } from './review-rules';
import styles from './reviews.module.css';

export const REVIEWS_PAGE_SIZE = 5;

type Reviews = ResultOf<typeof ReviewsQuery>['reviews'];

/** The product's reviews: average, count, one page of reviews (newest first) and the form. */
export async function ProductReviews({
  alias,
  productName,
  reviews,
  limits,
  page,
  pageHref,
}: {
  alias: string;
  productName: string;
  reviews: Reviews;
  limits: ReviewLimits & { moderated: boolean };
  page: number;
  pageHref: (page: number) => string;
}) {
  const [t, format] = await Promise.all([getTranslations('reviews'), getFormatter()]);
  const pages = Math.max(1, Math.ceil(reviews.count / REVIEWS_PAGE_SIZE));
  const formTexts: ReviewFormTexts = {
    formTitle: t('formTitle'),
    required: t('required'),
    stars: t('stars'),
    starLabels: [1, 2, 3, 4, 5].map((count) => t('star', { count })),
    author: t('author'),
    comment: t('comment'),
    submit: t('submit'),
    replaces: t('replaces'),
    sending: t('sending'),
    // Said once the review is saved: when staff read reviews first, that it shows after they have.
    thanks: limits.moderated ? t('thanksPending') : t('thanks'),
    failed: t('failed'),
    invalid: t('invalid'),
    signInToReview: t('signInToReview'),
    signIn: t('signIn'),
    shownAs: t.raw('shownAs') as string,
    signedOut: t('signedOut'),
    problems: {
      ratingRequired: t('ratingRequired'),
      authorRequired: t('authorRequired'),
      authorTooLong: t('authorTooLong', { max: limits.authorMax }),
      commentRequired: t('commentRequired'),
      commentTooLong: t('commentTooLong', { max: limits.commentMax }),
    },
  };
  return (
    <section aria-labelledby="product-reviews" className={styles.section} id="reviews">
      <h2 id="product-reviews">{t('title')}</h2>
      <p className={styles.howChecked}>{limits.moderated ? t('howChecked') : t('howCheckedAtOnce')}</p>
      {reviews.count > 0 ? (
        <p className={styles.summary}>
          <StarRating
            score={reviews.averageRating}
            text={await ratingText(reviews.averageRating)}
            size="large"
          />
          <span className={styles.count}>{t('count', { count: reviews.count })}</span>
        </p>
      ) : (
        <p>{t('none', { name: productName })}</p>
      )}
      {reviews.reviews.length > 0 && (
        <ul className={styles.list} aria-label={t('listLabel', { name: productName })}>
          {reviews.reviews.map((review) => (
            <li key={`${review.reviewDate}-${review.author}`} className={styles.review}>
              <p className={styles.reviewRating}>
                <span aria-hidden="true">
                  {'★'.repeat(review.rating)}
                  {'☆'.repeat(5 - review.rating)}
                </span>
                <span className="visually-hidden">{t('rating', { rating: review.rating })}</span>
              </p>
              <p lang={review.languageCode} className={styles.comment}>
                {review.comment}
              </p>
              <p className={styles.byline}>
                <span lang={review.languageCode}>{review.author}</span>
                {' · '}
                <time dateTime={review.reviewDate}>
                  {format.dateTime(new Date(review.reviewDate), { dateStyle: 'long' })}
                </time>
                {review.verifiedPurchase && (
                  <>
                    {' · '}
                    <span className={styles.verified}>
                      <span aria-hidden="true">✓ </span>
                      {t('verified')}
                    </span>
                  </>
                )}
              </p>
              {review.reply && (
                <div className={styles.reply}>
                  <p className={styles.replyTitle}>
                    {t('reply')}
                    {review.replyDate && (
                      <>
                        {' · '}
                        <time dateTime={review.replyDate}>
                          {format.dateTime(new Date(review.replyDate), { dateStyle: 'long' })}
                        </time>
                      </>
                    )}
                  </p>
                  <p className={styles.replyText}>{review.reply}</p>
                </div>
              )}
            </li>
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav aria-label={t('pagination')} className={styles.pagination}>
          {page > 1 && (
            <Link href={pageHref(page - 1)} scroll={false}>
              {t('previous')}
            </Link>
          )}
          <span aria-current="page">{t('page', { page, pages })}</span>
          {page < pages && (
            <Link href={pageHref(page + 1)} scroll={false}>
              {t('next')}
            </Link>
          )}
        </nav>
      )}
      <ReviewForm alias={alias} limits={limits} texts={formTexts} />
    </section>
  );
}
