export { confirmSubscription, NEWSLETTER_LIMITS, subscribe } from './subscribers.ts';
