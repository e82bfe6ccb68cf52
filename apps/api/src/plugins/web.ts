import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import negotiate from '@fastify/accept-negotiator';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PortalBoot } from '@wayfare/contracts/tenant';
import { isVaultHost, listPortalOrigins } from '@wayfare/domain/tenant-host';
import { AppError } from '../app-error';
import type { AppContext } from '../context';
import { isSandboxConsoleOn } from '../env';
import { isApiPath } from './session';

const BOOT_MARKER = '<!--wayfare-boot-->';

/** One tenant's index.html, encoded once in each way a browser may ask for it. */
interface EncodedPage {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

function encodePage(html: string): EncodedPage {
  const identity = Buffer.from(html, 'utf8');
  return {
    identity,
    br: brotliCompressSync(identity, {
      params: { [zlibConstants.BROTLI_PARAM_QUALITY]: zlibConstants.BROTLI_MAX_QUALITY },
    }),
    gzip: gzipSync(identity, { level: zlibConstants.Z_BEST_COMPRESSION }),
  };
}

function escapeAttribute(value: string): string {
  return value.replaceAll('&', '&amp;').replaceAll("'", '&#39;').replaceAll('<', '&lt;');
}

/**
 * Serves the built single-page app. index.html gets the request's tenant in a meta tag, so the
 * first paint already carries the right brand; every unknown non-API path gets the app, whose
 * router shows a real 404 page.
 */
export async function registerWeb(
  app: FastifyInstance,
  ctx: AppContext,
  webDist: string,
): Promise<void> {
  const indexPath = path.join(webDist, 'index.html');
  // Re-read index.html when a rebuild replaces it, so a running server never serves stale asset
  // names. Each boot meta's page (a handful: tenant × host kind) is rendered and compressed once
  // per build.
  let cached: { html: string; mtimeMs: number; pages: Map<string, EncodedPage> } | null = null;
  const loadIndex = (): typeof cached => {
    if (!existsSync(indexPath)) return null;
    const { mtimeMs } = statSync(indexPath);
    if (cached?.mtimeMs !== mtimeMs)
      cached = { html: readFileSync(indexPath, 'utf8'), mtimeMs, pages: new Map() };
    return cached;
  };
  if (existsSync(path.join(webDist, 'assets'))) {
    await app.register(fastifyStatic, {
      root: path.join(webDist, 'assets'),
      index: false,
      wildcard: true,
      maxAge: '365d',
      immutable: true,
      // The build writes .br and .gz beside each text asset (apps/web/vite.config.ts): the
      // smallest one the browser accepts is sent as it is, with Vary: Accept-Encoding.
      preCompressed: true,
      prefix: '/assets/',
      decorateReply: false,
      serveDotFiles: false,
    });
    const faviconPath = path.join(webDist, 'favicon.svg');
    if (existsSync(faviconPath)) {
      const favicon = readFileSync(faviconPath);
      app.get('/favicon.svg', (_request, reply) =>
        reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(favicon),
      );
    }
  }

  const renderIndex = (request: FastifyRequest, index: NonNullable<typeof cached>): EncodedPage => {
    const boot: PortalBoot = {
      tenant: request.tenant,
      hostKind: request.hostKind,
      sandbox: ctx.env.SANDBOX,
      sandboxConsole: isSandboxConsoleOn(ctx.env),
      mapStyleUrl: ctx.env.MAP_STYLE_URL ?? null,
    };
    const meta = `<meta name="wayfare-boot" content='${escapeAttribute(JSON.stringify(boot))}'>`;
    let page = index.pages.get(meta);
    if (!page) {
      page = encodePage(index.html.replace(BOOT_MARKER, meta));
      index.pages.set(meta, page);
    }
    return page;
  };

  // The card vault frame (vault.html), only on the vault's own origin; only portal origins may
  // embed it, and it posts the card token to them alone.
  const vaultPath = path.join(webDist, 'vault.html');
  app.get('/vault/frame', { schema: { hide: true } }, (request, reply) => {
    if (!isVaultHost(request.headers.host) || !existsSync(vaultPath))
      throw new AppError('NotFound');
    const protocol = ctx.env.COOKIE_SECURE ? 'https' : 'http';
    const parents = listPortalOrigins(request.headers.host, protocol);
    const meta = `<meta name="wayfare-vault" content='${escapeAttribute(JSON.stringify({ parents }))}'>`;
    const html = readFileSync(vaultPath, 'utf8').replace('<!--wayfare-vault-->', meta);
    reply.removeHeader('x-frame-options');
    return reply
      .header(
        'content-security-policy',
        [
          "default-src 'self'",
          "script-src 'self'",
          "style-src 'self' 'unsafe-inline'",
          "connect-src 'self'",
          "img-src 'self' data:",
          "base-uri 'self'",
          "form-action 'self'",
          `frame-ancestors ${parents.join(' ')}`,
        ].join('; '),
      )
      .header('cache-control', 'no-store')
      .type('text/html; charset=utf-8')
      .send(html);
  });

  app.setNotFoundHandler((request, reply) => {
    if (isApiPath(request.url) || request.method !== 'GET') throw new AppError('NotFound');
    const index = loadIndex();
    if (!index) {
      return reply
        .status(503)
        .type('text/plain')
        .send('The web app is not built yet: run `npm start`, which builds it.');
    }
    const page = renderIndex(request, index);
    const encoding = negotiate(request.headers['accept-encoding'] ?? '', ['br', 'gzip']);
    if (encoding) void reply.header('content-encoding', encoding);
    // no-cache, not no-store: the browser may keep the page (back/forward cache) but asks again
    // before reusing it, so a rebuild's asset names reach it.
    return reply
      .header('cache-control', 'no-cache')
      .header('vary', 'Accept-Encoding')
      .type('text/html; charset=utf-8')
      .send(encoding ? page[encoding] : page.identity);
  });
}
