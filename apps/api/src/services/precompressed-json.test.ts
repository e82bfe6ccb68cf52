import { createGunzip, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { acceptsGzip, crc32, prepareJson, renderJson, renderJsonGzip } from './precompressed-json';

describe('precompressed JSON', () => {
  const results = JSON.stringify({
    search: { slices: [{ itineraries: Array(500).fill({ a: 'é' }) }] },
  });
  const body = prepareJson(results.slice(1, -1));

  it('appends each answer its own members, plain or gzip', () => {
    for (const tail of ['"searchId":"fs_1","searchedAt":"2026-11-23T10:00:00.000Z"', '"n":"ü"']) {
      const expected = `{${results.slice(1, -1)},${tail}}`;
      expect(renderJson(body, tail).toString('utf8')).toBe(expected);
      expect(gunzipSync(renderJsonGzip(body, tail)).toString('utf8')).toBe(expected);
    }
    expect(renderJsonGzip(body, '"n":1').length).toBeLessThan(results.length / 10);
  });

  it('decodes as a stream too (one gzip member, checked CRC and length)', async () => {
    const gunzip = createGunzip();
    const chunks: Buffer[] = [];
    gunzip.on('data', (chunk: Buffer) => chunks.push(chunk));
    const done = new Promise((resolve, reject) => gunzip.on('end', resolve).on('error', reject));
    gunzip.end(renderJsonGzip(body, '"n":2'));
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
});
