export { Forbidden } from './forbidden';
export { Shell } from './shell';
