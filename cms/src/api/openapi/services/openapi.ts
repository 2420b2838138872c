/**
 * The REST API described for integrators (GET /api/openapi.json): every content-API route Strapi serves
 * (the routes users-permissions guards, so nothing served is left out), with the content types' fields
 * (generator.ts) and the custom actions described (descriptions.ts). Made once per process.
 */
import type { Core } from '@strapi/strapi';
import { SERVER_OWNED } from '../../../bootstrap/server-owned';
import { ACTION_DESCRIPTIONS } from './descriptions';
import { generateOpenApi, type ServedRoute } from './generator';

type Json = Record<string, any>;

export default ({ strapi }: { strapi: Core.Strapi }) => {
  let cached: Json | undefined;
  return {
    async document(): Promise<Json> {
      if (cached) return cached;
      const routes: Record<string, ServedRoute[]> = await strapi
        .plugin('users-permissions')
        .service('users-permissions')
        .getRoutes();
      cached = generateOpenApi({
        title: 'Newsroom back office REST API',
        version: String(strapi.config.get('info.version') ?? ''),
        routes,
        contentTypes: strapi.contentTypes as unknown as Parameters<typeof generateOpenApi>[0]['contentTypes'],
        serverOwned: SERVER_OWNED,
        described: ACTION_DESCRIPTIONS,
      });
      return cached;
    },
  };
};
