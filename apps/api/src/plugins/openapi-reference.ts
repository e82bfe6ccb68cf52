import fastifySwaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';

/** Where deployers read the API reference, on every portal host. */
export const API_REFERENCE_PATH = '/api/docs';

/**
 * The API reference page (issue 24): Swagger UI over the OpenAPI document, served from the files
 * the package ships (no network: no CDN, no validator badge). Public and read-only like
 * `/api/v0/openapi.json`: the document holds no secrets. Its pages pass the app's own CSP
 * (helmet: scripts and styles from this origin), and, being under `/api/`, never reach the web
 * app's fallback. Its routes are hidden from the document itself.
 */
export async function registerApiReference(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwaggerUi, {
    routePrefix: API_REFERENCE_PATH,
    uiConfig: {
      deepLinking: true,
      docExpansion: 'none',
      defaultModelsExpandDepth: 0,
      displayRequestDuration: false,
      tryItOutEnabled: false,
      validatorUrl: null,
    },
    theme: { title: 'Wayfare API reference' },
  });
}
