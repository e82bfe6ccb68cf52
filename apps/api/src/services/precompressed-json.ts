import { brotliCompressSync, constants, crc32 as zlibCrc32, deflateRawSync } from 'node:zlib';

/**
 * A JSON object whose bulk is the same for many answers (a cached search) and whose last few
 * members differ per answer (an id, a time). The bulk is encoded once, and gzip-compressed once on
 * the first client that accepts gzip; each answer then encodes and compresses only its own members.
 *
 * Gzip allows this because deflate is a sequence of blocks: the bulk is compressed on its own and
 * ended with a sync flush (byte-aligned, not final), the per-answer tail is compressed on its own
 * and ends the stream, and the trailer's CRC-32 continues from the bulk's. Brotli (RFC 7932) is a
 * sequence of meta-blocks too: the bulk is compressed and flushed (byte-aligned, not last), and
 * the tail follows as stored meta-blocks and an empty last one.
 */
export interface PrecompressedJson {
  /** `{` and the shared members, UTF-8. */
  readonly head: Buffer;
  /** Filled on first use. */
  gzip: { deflated: Buffer; crc: number } | null;
  /** Filled on first use: the head's brotli stream, flushed but not ended. */
  brotli?: Buffer;
}

/** What a search answer is sent as: brotli, gzip, or the JSON's own bytes. */
export type JsonEncoding = 'br' | 'gzip' | 'identity';

/**
 * Brotli quality for a cached answer's bulk, compressed once per cached search: 5 is about as
 * fast as gzip's default level here (~5 ms for a 750 KB flight search) and a third smaller
 * (34 KB against 51 KB); 9 takes four times as long for 7% less.
 */
const BROTLI_QUALITY = 5;

/** CRC-32 (the gzip trailer's), continuing from `crc` when given: zlib's, in native code. */
export function crc32(data: Uint8Array, crc = 0): number {
  return zlibCrc32(data, crc);
}

/** gzip member header: deflate, no name, no time, unknown OS. */
const GZIP_HEADER = Buffer.from([0x1f, 0x8b, 0x08, 0, 0, 0, 0, 0, 0, 0xff]);

/** `members` is the object's shared members without braces, e.g. `"a":1,"b":[2]`. */
export function prepareJson(members: string): PrecompressedJson {
  return { head: Buffer.from(`{${members}`, 'utf8'), gzip: null };
}

/** The whole object with `tailMembers` (without a leading comma) appended. */
export function renderJson(body: PrecompressedJson, tailMembers: string): Buffer {
  return Buffer.concat([body.head, Buffer.from(`,${tailMembers}}`, 'utf8')]);
}

/** The same object as one gzip member. */
export function renderJsonGzip(body: PrecompressedJson, tailMembers: string): Buffer {
  body.gzip ??= {
    deflated: deflateRawSync(body.head, { finishFlush: constants.Z_SYNC_FLUSH }),
    crc: crc32(body.head),
  };
  const tail = Buffer.from(`,${tailMembers}}`, 'utf8');
  const trailer = Buffer.alloc(8);
  trailer.writeUInt32LE(crc32(tail, body.gzip.crc), 0);
  trailer.writeUInt32LE((body.head.length + tail.length) % 2 ** 32, 4);
  return Buffer.concat([GZIP_HEADER, body.gzip.deflated, deflateRawSync(tail), trailer]);
}

/** The largest stored meta-block this writes: its length fits the header's four nibbles. */
const STORED_BLOCK_MAX = 1 << 16;

/**
 * `bytes` as stored (uncompressed) brotli meta-blocks, each a 3-byte header and the bytes as they
 * are. The header, least significant bit first: ISLAST 0, MNIBBLES 0 (four nibbles), MLEN - 1 in
 * 16 bits, ISUNCOMPRESSED 1, then zero bits to the byte's end.
 */
function storedBrotliBlocks(bytes: Buffer): Buffer[] {
  const blocks: Buffer[] = [];
  for (let start = 0; start < bytes.length; start += STORED_BLOCK_MAX) {
    const piece = bytes.subarray(start, start + STORED_BLOCK_MAX);
    const bits = ((piece.length - 1) << 3) | (1 << 19);
    blocks.push(Buffer.from([bits & 0xff, (bits >> 8) & 0xff, (bits >> 16) & 0xff]), piece);
  }
  return blocks;
}

/** An empty last meta-block (ISLAST 1, ISLASTEMPTY 1), ending the stream. */
const BROTLI_END = Buffer.from([0x03]);

/** The same object as one brotli stream. */
export function renderJsonBrotli(body: PrecompressedJson, tailMembers: string): Buffer {
  body.brotli ??= brotliCompressSync(body.head, {
    // Flushed, not finished: the stream ends on a byte boundary and can go on.
    finishFlush: constants.BROTLI_OPERATION_FLUSH,
    params: {
      [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.head.length,
    },
  });
  const tail = Buffer.from(`,${tailMembers}}`, 'utf8');
  return Buffer.concat([body.brotli, ...storedBrotliBlocks(tail), BROTLI_END]);
}

/** The object as `encoding` asks. */
export function renderEncodedJson(
  body: PrecompressedJson,
  tailMembers: string,
  encoding: JsonEncoding,
): Buffer {
  if (encoding === 'br') return renderJsonBrotli(body, tailMembers);
  if (encoding === 'gzip') return renderJsonGzip(body, tailMembers);
  return renderJson(body, tailMembers);
}

/** Each coding an Accept-Encoding header names, with its weight (`q`, 1 when not given). */
function readAcceptEncoding(header: string | string[] | undefined): Map<string, number> {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  const weights = new Map<string, number>();
  for (const part of value.split(',')) {
    const [coding = '', ...params] = part.split(';').map((p) => p.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    weights.set(coding, q === undefined ? 1 : Number(q.slice(2)));
  }
  return weights;
}

/** Whether an Accept-Encoding header admits gzip (`gzip;q=0` refuses it, `*` stands for it). */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  const weights = readAcceptEncoding(header);
  return (weights.get('gzip') ?? weights.get('*') ?? 0) > 0;
}

/**
 * The encoding for an answer: the accepted one of higher weight, brotli on a tie (it is the
 * smaller); the JSON's own bytes when neither is accepted.
 */
export function chooseJsonEncoding(header: string | string[] | undefined): JsonEncoding {
  const weights = readAcceptEncoding(header);
  const any = weights.get('*') ?? 0;
  const br = weights.get('br') ?? any;
  const gzip = weights.get('gzip') ?? any;
  if (br > 0 && br >= gzip) return 'br';
  if (gzip > 0) return 'gzip';
  return 'identity';
}
