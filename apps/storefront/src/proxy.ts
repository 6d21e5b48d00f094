import createMiddleware from 'next-intl/middleware';
import { routing } from './i18n/routing';

export default createMiddleware(routing);

export const config = {
  // Everything but API rewrites, Next internals, generated images and files with an extension.
  matcher: ['/((?!graphql|images|_next|_vercel|healthz|.*\\..*).*)'],
};
