/**
 * Registers the service worker once the page has loaded: an inline script of a line, so that no
 * page loads more JavaScript for it. A browser without workers, or a failed registration, leaves
 * the shop as it is.
 */
export const REGISTER_WORKER_SCRIPT = `if('serviceWorker'in navigator)addEventListener('load',function(){navigator.serviceWorker.register('/sw.js',{scope:'/'}).catch(function(){})})`;
