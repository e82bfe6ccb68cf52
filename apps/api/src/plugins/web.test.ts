import { mkdirSync, mkdtempSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
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

    writeIndex(dist, 'second');
    const later = new Date(Date.now() + 5_000);
    utimesSync(path.join(dist, 'index.html'), later, later);
    writeFileSync(path.join(dist, 'assets', 'app-def456.js'), 'console.log(2)');
    expect((await get('/', 'localhost:3000')).body).toContain('<title>second</title>');
    expect((await get('/assets/app-def456.js', 'localhost:3000')).statusCode).toBe(200);
    await app.close();
    await db.dispose();
  });
});
