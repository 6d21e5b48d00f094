import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { text } from '#src/graphql/input.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[1-8][0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i;

/** A new cart's id: a random (version 4) UUID, 122 random bits, so that no one guesses another's cart. */
export const newCartId = (): string => randomUUID();

/** A cart id as the API takes it: a UUID, in any case. */
export const cartId = text(64).regex(UUID, 'not a cart id');

/** getCart's id: empty or absent asks for a new cart. */
export const optionalCartId = z.union([z.literal(''), cartId]).nullish();
