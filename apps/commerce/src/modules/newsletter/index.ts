export { subscribe } from './subscribers.ts';
