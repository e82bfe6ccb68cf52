import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  acceptsGzip,
  renderJson,
  renderJsonGzip,
  type PrecompressedJson,
} from '../services/precompressed-json';

/**
 * The bytes of a search answer encoded once (and gzipped once, when the browser accepts it) with
 * the members that differ per answer appended, the reply's headers set: they go out as they are,
 * checked against the route's schema in the API tests rather than per request (the route casts
 * them to its answer type, which Fastify's reply cannot express for bytes).
 */
export function encodeAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: { body: PrecompressedJson; tailMembers: string },
): Buffer {
  const gzip = acceptsGzip(request.headers['accept-encoding']);
  void reply.header('content-type', 'application/json; charset=utf-8');
  void reply.header('vary', 'Accept-Encoding');
  if (gzip) void reply.header('content-encoding', 'gzip');
  return gzip
    ? renderJsonGzip(answer.body, answer.tailMembers)
    : renderJson(answer.body, answer.tailMembers);
}
