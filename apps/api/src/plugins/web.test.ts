import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { PortalBootSchema } from '@wayfare/contracts/tenant';
import { listTestDatabaseTargets } from '@wayfare/store/testing/test-databases';
import { describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { createFixedClock } from '../clock';
import { readEnv } from '../env';
import { createSandboxIdentityProvider } from '../services/identity-provider';

function writeIndex(dist: string, title: string): void {
  writeFileSync(
    path.join(dist, 'index.html'),
    `<!doctype html><html><head><!--wayfare-boot--><title>${title}</title></head><body></body></html>`,
  );
}

/** The body as the browser reads it, whatever encoding the server chose. */
function decode(res: { headers: Record<string, unknown>; rawPayload: Buffer }): string {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload).toString();
  if (encoding === 'gzip') return gunzipSync(res.rawPayload).toString();
  return res.rawPayload.toString();
}

function bootOf(html: string) {
  const match = /<meta name="wayfare-boot" content='([^']*)'>/.exec(html);
  return PortalBootSchema.parse(JSON.parse((match?.[1] ?? '{}').replaceAll('&#39;', "'")));
}

describe('serving the web app', () => {
  it('puts the host tenant in the page, serves assets, and notices a rebuild', async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'wayfare-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    writeFileSync(path.join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
    writeIndex(dist, 'first');
    const [target] = listTestDatabaseTargets();
    if (!target) throw new Error('no database target');
    const db = await target.open();
    const { app } = await createApp({
      env: readEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
      clock: createFixedClock(new Date('2026-11-23T12:00:00Z')),
      database: db.handle,
      identity: createSandboxIdentityProvider(),
      webDist: dist,
    });
    const get = (url: string, host: string) =>
      app.inject({ method: 'GET', url, headers: { host } });

    const consumer = await get('/flights/search?origin=JFK', 'localhost:3000');
    expect(consumer.statusCode).toBe(200);
    expect(bootOf(consumer.body)).toEqual({
      tenant: 'capone',
      hostKind: 'portal',
      sandbox: true,
      sandboxConsole: false,
      mapStyleUrl: null,
    });
    expect(bootOf((await get('/', 'corporate.localhost:3000')).body)).toMatchObject({
      tenant: 'capone-corporate',
      hostKind: 'portal',
    });
    expect(bootOf((await get('/onboarding', 'admin.localhost:3000')).body)).toMatchObject({
      hostKind: 'admin',
      sandboxConsole: false,
    });

    const asset = await get('/assets/app-abc123.js', 'localhost:3000');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toContain('immutable');
    const api404 = await get('/api/v0/nope', 'localhost:3000');
    expect(api404.statusCode).toBe(404);
    expect(api404.json()).toMatchObject({ code: 'NotFound' });

    expect(consumer.headers['cache-control']).toBe('no-cache');
    writeIndex(dist, 'second');
    const later = new Date(Date.now() + 5_000);
    utimesSync(path.join(dist, 'index.html'), later, later);
    writeFileSync(path.join(dist, 'assets', 'app-def456.js'), 'console.log(2)');
    expect((await get('/', 'localhost:3000')).body).toContain('<title>second</title>');
    expect((await get('/assets/app-def456.js', 'localhost:3000')).statusCode).toBe(200);
    await app.close();
    await db.dispose();
  });

  it('sends each asset precompressed in the best encoding the browser accepts, and compresses pages and answers', async () => {
    const dist = mkdtempSync(path.join(tmpdir(), 'wayfare-dist-'));
    mkdirSync(path.join(dist, 'assets'));
    const script = `export const routes = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `/route-${i}`))};`;
    const assetPath = path.join(dist, 'assets', 'main-abc123.js');
    writeFileSync(assetPath, script);
    writeFileSync(`${assetPath}.br`, brotliCompressSync(script));
    writeFileSync(`${assetPath}.gz`, gzipSync(script));
    // A long page: big enough to be worth compressing, like the built one with its preloads.
    writeIndex(dist, 'x'.repeat(2000));
    const [target] = listTestDatabaseTargets();
    if (!target) throw new Error('no database target');
    const db = await target.open();
    const { app } = await createApp({
      env: readEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
      clock: createFixedClock(new Date('2026-11-23T12:00:00Z')),
      database: db.handle,
      identity: createSandboxIdentityProvider(),
      webDist: dist,
    });
    const get = (url: string, acceptEncoding: string | undefined, host = 'localhost:3000') =>
      app.inject({
        method: 'GET',
        url,
        headers: { host, ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
      });

    const br = await get('/assets/main-abc123.js', 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toContain('immutable');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.rawPayload.length).toBeLessThan(script.length / 4);
    expect(decode(br)).toBe(script);
    const gz = await get('/assets/main-abc123.js', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(decode(gz)).toBe(script);
    const plain = await get('/assets/main-abc123.js', undefined);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);

    // The page carries each tenant's boot meta whichever way it is encoded.
    const page = await get('/flights/search', 'gzip, deflate, br', 'corporate.localhost:3000');
    expect(page.headers['content-encoding']).toBe('br');
    expect(page.headers.vary).toMatch(/accept-encoding/i);
    expect(page.headers['cache-control']).toBe('no-cache');
    expect(bootOf(decode(page))).toMatchObject({ tenant: 'capone-corporate' });
    const gzPage = await get('/', 'gzip');
    expect(gzPage.headers['content-encoding']).toBe('gzip');
    expect(bootOf(decode(gzPage))).toMatchObject({ tenant: 'capone' });
    expect((await get('/', undefined)).headers['content-encoding']).toBeUndefined();

    // API answers over a kilobyte are compressed too; small ones are sent as they are.
    const openapi = await get('/api/v0/openapi.json', 'gzip, deflate, br');
    expect(openapi.headers['content-encoding']).toBe('br');
    expect(JSON.parse(decode(openapi))).toHaveProperty('openapi');
    const health = await get('/api/v0/health', 'gzip, deflate, br');
    expect(health.statusCode).toBe(200);
    expect(health.headers['content-encoding']).toBeUndefined();
    await app.close();
    await db.dispose();
  });
});
