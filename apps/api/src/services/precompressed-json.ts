import { constants, crc32 as zlibCrc32, deflateRawSync } from 'node:zlib';

/**
 * A JSON object whose bulk is the same for many answers (a cached search) and whose last few
 * members differ per answer (an id, a time). The bulk is encoded once, and gzip-compressed once on
 * the first client that accepts gzip; each answer then encodes and compresses only its own members.
 *
 * Gzip allows this because deflate is a sequence of blocks: the bulk is compressed on its own and
 * ended with a sync flush (byte-aligned, not final), the per-answer tail is compressed on its own
 * and ends the stream, and the trailer's CRC-32 continues from the bulk's.
 */
export interface PrecompressedJson {
  /** `{` and the shared members, UTF-8. */
  readonly head: Buffer;
  /** Filled on first use. */
  gzip: { deflated: Buffer; crc: number } | null;
}

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

/** Whether an Accept-Encoding header admits gzip (`gzip;q=0` refuses it, `*` stands for it). */
export function acceptsGzip(header: string | string[] | undefined): boolean {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  const weights = new Map<string, number>();
  for (const part of value.split(',')) {
    const [coding = '', ...params] = part.split(';').map((p) => p.trim().toLowerCase());
    const q = params.find((p) => p.startsWith('q='));
    weights.set(coding, q === undefined ? 1 : Number(q.slice(2)));
  }
  const weight = weights.get('gzip') ?? weights.get('*') ?? 0;
  return weight > 0;
}
