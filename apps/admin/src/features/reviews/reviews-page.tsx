import type { Metadata } from 'next';
import Link from 'next/link';
import { getFormatter, getTranslations } from 'next-intl/server';
import { staffQuery } from '@/lib/graphql/server';
import type { Locale } from '@/lib/routing/locales';
import { href } from '@/lib/routing/paths';
import {
  cursorPaging,
  FilterForm,
  hrefWith,
  Pager,
  pagerTexts,
  param,
  type SearchParams,
} from '@/ui/data-table';
import { Button, TextField } from '@/ui/form';
import { Notice } from '@/ui/notice';
import { moderationAction } from './actions';
import { type DeskReviewRow, ReviewsQuery } from './documents';
import { backQuery, REVIEW_TABS, tabOf } from './list-address';
import { ReviewCard, type ReviewCardTexts } from './review-card';
import styles from './reviews.module.css';

/** Reviews per page of the list. */
const PAGE_SIZE = 20;
/** The outcomes a form's post comes back with (`done`), each with its words. */
const DONE = ['approved', 'rejected', 'replied', 'replyRemoved', 'moderated', 'unmoderated'] as const;
/** A form's outcome in the address: cleared by a change of tab. */
const OUTCOME = { done: null, problem: null, review: null, form: null, reason: null, reply: null };

export async function reviewsMetadata(): Promise<Metadata> {
  return { title: (await getTranslations('reviews'))('title') };
}

/**
 * The review desk: the reviews waiting for approval first, tabs for the approved and rejected ones,
 * a product filter, and each review with plain forms to approve, reject with a reason and reply;
 * the setting whether new reviews wait. Every form posts without JavaScript.
 */
export async function ReviewsPage({ locale, searchParams }: { locale: Locale; searchParams: SearchParams }) {
  const tab = tabOf(searchParams);
  const article = param(searchParams, 'article')?.slice(0, 100) ?? null;
  const after = param(searchParams, 'after');
  const [{ reviews, reviewSettings, me }, t, tCommon, format, pager] = await Promise.all([
    staffQuery(ReviewsQuery, {
      status: tab === 'all' ? null : (tab.toUpperCase() as 'PENDING' | 'APPROVED' | 'REJECTED'),
      articleNumber: article,
      first: PAGE_SIZE,
      after,
      languageCode: locale,
    }),
    getTranslations('reviews'),
    getTranslations('common'),
    getFormatter(),
    pagerTexts(),
  ]);
  const path = href(locale, '/reviews');
  const canWrite = me.permissions.includes('marketing.write');
  const back = backQuery(searchParams);
  const problems = {
    ...(tCommon.raw('formErrors') as Record<string, string>),
    ...(t.raw('problems') as Record<string, string>),
  };
  const languageName = new Intl.DisplayNames([locale], { type: 'language' });
  const problemText = (code: string | null) => (code ? (problems[code] ?? problems.UNKNOWN ?? code) : null);
  const outcomeReview = Number(param(searchParams, 'review'));
  const doneParam = param(searchParams, 'done');
  const done = DONE.includes(doneParam as (typeof DONE)[number]) ? doneParam : null;
  const problem = problemText(param(searchParams, 'problem'));
  const when = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' });
  const counts = {
    ...reviews.counts,
    all: reviews.counts.pending + reviews.counts.approved + reviews.counts.rejected,
  };

  const cardTexts = (review: DeskReviewRow): ReviewCardTexts => ({
    title: t('review.title', { product: review.productName, article: review.articleNumber }),
    stars: t('review.stars', { rating: review.rating }),
    by: t('review.by', {
      author: review.author,
      date: when(review.createdAt),
      language: languageName.of(review.languageCode) ?? review.languageCode,
    }),
    verified: t('review.verified'),
    status: t(`status.${review.status}`),
    decided:
      review.decidedAt && review.decidedBy && review.status !== 'PENDING'
        ? t(`review.decided.${review.status}`, { member: review.decidedBy, date: when(review.decidedAt) })
        : review.status === 'APPROVED'
          ? t('review.shownAtOnce')
          : null,
    rejectedBecause: review.rejectionReason
      ? t('review.rejectedBecause', { reason: review.rejectionReason })
      : null,
    reply: t('review.reply'),
    repliedBy:
      review.repliedAt && review.repliedBy
        ? t('review.repliedBy', { member: review.repliedBy, date: when(review.repliedAt) })
        : null,
    onlyThisProduct: t('review.onlyThisProduct', { article: review.articleNumber }),
    forms: {
      approve: t('forms.approve'),
      reject: review.status === 'REJECTED' ? t('forms.changeReason') : t('forms.reject'),
      reason: t('forms.reason'),
      reasonHint: t('forms.reasonHint'),
      reply: t('forms.reply'),
      replyHint: t('forms.replyHint'),
      saveReply: t('forms.saveReply'),
    },
  });
  const paging = cursorPaging(path, searchParams, reviews);

  return (
    <>
      <h1>{t('title')}</h1>
      <p>{t('intro')}</p>
      <div id="outcome">
        {done ? <Notice tone="success">{t(`done.${done}`, { id: outcomeReview || '' })}</Notice> : null}
        {problem && !reviews.nodes.some((review) => review.id === outcomeReview) ? (
          <Notice tone="error">{problem}</Notice>
        ) : null}
      </div>

      <section className={styles.panel} aria-labelledby="review-settings">
        <h2 id="review-settings">{t('settings.title')}</h2>
        <p>{reviewSettings.moderate ? t('settings.moderated') : t('settings.unmoderated')}</p>
        {canWrite ? (
          <form action={moderationAction}>
            <input type="hidden" name="locale" value={locale} />
            <input type="hidden" name="back" value={back} />
            <input type="hidden" name="moderate" value={reviewSettings.moderate ? 'off' : 'on'} />
            <Button kind="secondary">
              {reviewSettings.moderate ? t('settings.turnOff') : t('settings.turnOn')}
            </Button>
          </form>
        ) : null}
        <p className={styles.muted}>{t('settings.hint')}</p>
      </section>

      <nav aria-label={t('tabs.label')} className={styles.tabs}>
        <ul>
          {REVIEW_TABS.map((name) => (
            <li key={name}>
              <Link
                href={hrefWith(path, searchParams, { status: name === 'pending' ? null : name, ...OUTCOME })}
                aria-current={name === tab ? 'page' : undefined}
              >
                {t(`tabs.${name}`, { count: counts[name] })}
              </Link>
            </li>
          ))}
        </ul>
      </nav>

      <FilterForm
        t={t}
        path={path}
        clearHref={article ? hrefWith(path, searchParams, { article: null, ...OUTCOME }) : null}
      >
        {tab === 'pending' ? null : <input type="hidden" name="status" value={tab} />}
        <TextField
          name="article"
          label={t('filter.article')}
          hint={t('filter.hint')}
          defaultValue={article ?? ''}
          maxLength={100}
        />
      </FilterForm>

      <p aria-live="polite">{t('count', { count: reviews.totalCount })}</p>
      {reviews.nodes.length === 0 ? <p>{article ? t('noneFound') : t(`none.${tab}`)}</p> : null}
      {reviews.nodes.map((review) => (
        <ReviewCard
          key={review.id}
          review={review}
          locale={locale}
          back={back}
          canWrite={canWrite}
          limits={reviewSettings}
          productHref={hrefWith(path, searchParams, { article: review.articleNumber, ...OUTCOME })}
          outcome={
            outcomeReview === review.id
              ? {
                  form: param(searchParams, 'form'),
                  problem,
                  typed: param(searchParams, param(searchParams, 'form') === 'reply' ? 'reply' : 'reason'),
                }
              : { form: null, problem: null, typed: null }
          }
          texts={cardTexts(review)}
        />
      ))}
      <Pager
        label={pager.label}
        previous={paging.previous}
        next={paging.next}
        texts={{ previous: pager.previous, next: pager.next }}
      />
    </>
  );
}
