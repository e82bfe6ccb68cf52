import { brotliDecompressSync, createBrotliDecompress, createGunzip, gunzipSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  acceptsGzip,
  chooseJsonEncoding,
  crc32,
  prepareJson,
  renderEncodedJson,
  renderJson,
  renderJsonBrotli,
  renderJsonGzip,
} from './precompressed-json';

describe('precompressed JSON', () => {
  const results = JSON.stringify({
    search: { slices: [{ itineraries: Array(500).fill({ a: 'é' }) }] },
  });
  const body = prepareJson(results.slice(1, -1));

  it('appends each answer its own members, plain, gzip or brotli', () => {
    for (const tail of ['"searchId":"fs_1","searchedAt":"2026-11-23T10:00:00.000Z"', '"n":"ü"']) {
      const expected = `{${results.slice(1, -1)},${tail}}`;
      expect(renderJson(body, tail).toString('utf8')).toBe(expected);
      expect(gunzipSync(renderJsonGzip(body, tail)).toString('utf8')).toBe(expected);
      expect(brotliDecompressSync(renderJsonBrotli(body, tail)).toString('utf8')).toBe(expected);
    }
    expect(renderJsonGzip(body, '"n":1').length).toBeLessThan(results.length / 10);
    expect(renderJsonBrotli(body, '"n":1').length).toBeLessThan(results.length / 10);
  });

  it('decodes any bulk and tail as brotli, a tail longer than one stored block too', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: 'grapheme', maxLength: 3_000 }),
        fc.oneof(
          fc.string({ unit: 'grapheme', maxLength: 300 }),
          fc.nat({ max: 140_000 }).map((n) => 'x'.repeat(n)),
        ),
        (bulk, tail) => {
          const encoded = renderEncodedJson(prepareJson(bulk), tail, 'br');
          expect(brotliDecompressSync(encoded).toString('utf8')).toBe(`{${bulk},${tail}}`);
        },
      ),
      { numRuns: 60 },
    );
  });

  it.each([
    ['gzip (one member, checked CRC and length)', createGunzip, renderJsonGzip],
    ['brotli (ended where it says)', createBrotliDecompress, renderJsonBrotli],
  ] as const)('decodes as a %s stream too', async (_name, createDecoder, render) => {
    const decoder = createDecoder();
    const chunks: Buffer[] = [];
    decoder.on('data', (chunk: Buffer) => chunks.push(chunk));
    const done = new Promise((resolve, reject) => decoder.on('end', resolve).on('error', reject));
    decoder.end(render(body, '"n":2'));
    await done;
    expect(JSON.parse(Buffer.concat(chunks).toString('utf8'))).toMatchObject({ n: 2 });
  });

  it('computes the standard CRC-32, continuing across pieces', () => {
    expect(crc32(Buffer.from('123456789'))).toBe(0xcbf43926);
    expect(crc32(Buffer.from('56789'), crc32(Buffer.from('1234')))).toBe(0xcbf43926);
  });

  it('reads Accept-Encoding', () => {
    expect(acceptsGzip('gzip, deflate, br, zstd')).toBe(true);
    expect(acceptsGzip('br;q=1.0, gzip;q=0.8')).toBe(true);
    expect(acceptsGzip('*')).toBe(true);
    expect(acceptsGzip('gzip;q=0, *')).toBe(false);
    expect(acceptsGzip('identity')).toBe(false);
    expect(acceptsGzip(undefined)).toBe(false);
  });

  it('sends brotli when it is accepted at least as much as gzip, else gzip, else plain JSON', () => {
    expect(chooseJsonEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(chooseJsonEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(chooseJsonEncoding('br;q=0, gzip')).toBe('gzip');
    expect(chooseJsonEncoding('gzip')).toBe('gzip');
    expect(chooseJsonEncoding('*')).toBe('br');
    expect(chooseJsonEncoding('identity')).toBe('identity');
    expect(chooseJsonEncoding(undefined)).toBe('identity');
  });
});
