// What other modules use of contact; its GraphQL is registered by ./graphql.ts.
export { sniffImageType } from './image-type.ts';
