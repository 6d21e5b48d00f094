import { createGraphQLError, type FetchAPI, type Plugin } from 'graphql-yoga';
import { bodyLimitFor } from './request-limits.ts';

function bodyTooLarge(limit: number) {
  return createGraphQLError(`The request body is larger than the limit of ${limit} bytes.`, {
    extensions: {
      code: 'REQUEST_ENTITY_TOO_LARGE',
      // Closing the connection spares reading the rest, which Node would otherwise drain.
      http: { status: 413, headers: { connection: 'close' } },
    },
  });
}

const notJson = () =>
  createGraphQLError('The request is not valid JSON (its body, or its variables or extensions).', {
    extensions: { code: 'BAD_REQUEST', http: { status: 400 } },
  });

/** The request with a body that fails as soon as more than `limit` bytes have arrived. */
function withBodyLimit(request: Request, limit: number, fetchAPI: FetchAPI): Request {
  const body = request.body;
  if (!body) return request;
  // Node's own streams and whatwg-node's ponyfill streams cannot be piped into each other.
  const Transform = body instanceof ReadableStream ? globalThis.TransformStream : fetchAPI.TransformStream;
  let bytesRead = 0;
  const limited = body.pipeThrough(
    new Transform<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        bytesRead += chunk.byteLength;
        if (bytesRead > limit) controller.error(bodyTooLarge(limit));
        else controller.enqueue(chunk);
      },
    }),
  );
  return new fetchAPI.Request(request.url, {
    method: request.method,
    headers: request.headers,
    signal: request.signal,
    body: limited,
    duplex: 'half',
  } as RequestInit);
}

/**
 * Holds each request body to the limit of its content type: a larger Content-Length is refused
 * unread, and a body without one stops being read at the limit.
 */
export function useRequestBodyLimits(limits?: Parameters<typeof bodyLimitFor>[1]): Plugin {
  return {
    onRequestParse({ request, requestParser, setRequestParser, fetchAPI }) {
      const limit = bodyLimitFor(request.headers.get('content-type'), limits);
      const declaredLength = request.headers.get('content-length');
      if (declaredLength !== null && Number(declaredLength) > limit) throw bodyTooLarge(limit);
      // Node's HTTP parser reads no more than a declared Content-Length, so only a body without
      // one needs counting; piping every body through a counter cost each request a third of a ms.
      if (!requestParser || declaredLength !== null) return;
      setRequestParser((req) => requestParser(withBodyLimit(req, limit, fetchAPI)));
    },
  };
}

/**
 * Yoga answers a malformed JSON body with the JSON parser's own message, which quotes the body, and
 * malformed `variables` or `extensions` of a GET as an internal error; this answers both with a
 * fixed sentence instead.
 */
export function useFixedMalformedBodyError(): Plugin {
  return {
    onRequestParse({ requestParser, setRequestParser }) {
      if (!requestParser) return;
      setRequestParser(async (request) => {
        try {
          return await requestParser(request);
        } catch (error) {
          const quotesBody = (error as { extensions?: { originalError?: unknown } }).extensions
            ?.originalError;
          throw quotesBody || error instanceof SyntaxError ? notJson() : error;
        }
      });
    },
  };
}
