import { builder } from '#src/graphql/builder.ts';
import { CHECKOUT_PROBLEMS } from '../refusals.ts';

builder.enumType('CheckoutProblem', {
  description:
    "What is wrong with a field of a checkout that cannot be placed as filled in: each of a BAD_USER_INPUT error's extensions.problems, and the problem of each of its extensions.fields. Named in errors only, for clients' types; no field answers it.",
  values: CHECKOUT_PROBLEMS,
});
