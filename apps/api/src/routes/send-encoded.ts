import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  chooseJsonEncoding,
  renderEncodedJson,
  type PrecompressedJson,
} from '../services/precompressed-json';

/**
 * The bytes of a search answer encoded once (and compressed once, brotli or gzip as the browser
 * accepts) with the members that differ per answer appended, the reply's headers set: they go out
 * as they are,
 * checked against the route's schema in the API tests rather than per request (the route casts
 * them to its answer type, which Fastify's reply cannot express for bytes).
 */
export function encodeAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: { body: PrecompressedJson; tailMembers: string },
): Buffer {
  const encoding = chooseJsonEncoding(request.headers['accept-encoding']);
  void reply.header('content-type', 'application/json; charset=utf-8');
  void reply.header('vary', 'Accept-Encoding');
  if (encoding !== 'identity') void reply.header('content-encoding', encoding);
  return renderEncodedJson(answer.body, answer.tailMembers, encoding);
}
