import { constants as zlibConstants } from 'node:zlib';
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/**
 * Compresses answers by Accept-Encoding (brotli, else gzip) from 1 KB up; below that the
 * encoding saves less than it costs. Register it before any route: it attaches to the routes
 * registered after it.
 *
 * Answers that arrive already encoded pass untouched: the flight and hotel search answers are
 * brotli or gzip bytes built once per cached search (services/precompressed-json.ts), and the web's static
 * assets are precompressed at build time (plugins/web.ts). Brotli runs at quality 4: per request,
 * quality 11 costs tens of milliseconds on a large answer for a few percent fewer bytes. Request
 * bodies are not inflated: no client of the API compresses them, and a compressed body stays a
 * body the JSON parser refuses.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(fastifyCompress, {
    encodings: ['br', 'gzip'],
    threshold: 1024,
    brotliOptions: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 4 } },
    globalDecompression: false,
  });
}
