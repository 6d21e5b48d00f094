/**
 * The one way the shop's web apps call a GraphQL API: typed documents (gql.tada) posted with fetch,
 * failures as typed errors, and a form's change answered as a value (`asMutationResult`).
 */
export {
  type GraphQLErrorEntry,
  GraphQLRequestError,
  MissingResponseError,
  ServerError,
  ServerParseError,
} from './errors';
export {
  asMutationResult,
  errorsOf,
  type FieldIssue,
  fieldIssuesOf,
  type MutationResult,
  type ProblemFields,
  problemTable,
  refusalCodesOf,
  type UpperSnake,
  upperSnake,
} from './mutation-result';
export { type EndpointOptions, extractFiles, requestOperation } from './request';
