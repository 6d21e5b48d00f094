export { Forbidden } from './forbidden';
export { Shell } from './shell';
export { StartPage, startMetadata } from './start-page';
