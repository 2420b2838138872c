/**
 * A small OpenAPI 3.1 generator for our REST API, from the routes Strapi serves (the same list the
 * users-permissions plugin guards) and the content types' attributes. Strapi's own generator
 * (@strapi/openapi) took minutes of synchronous work here, blocking every request while it ran; this one
 * takes milliseconds and says what our API does: private fields are not in answers, fields the server owns
 * (`<TYPE>_SERVER_OWNED`, non-writable) are not in request bodies, document ids are plain strings.
 */
type Json = Record<string, any>;
export type ServedRoute = { method: string; path: string; handler: string; config?: { auth?: unknown } };
export type Described = { summary: string; description?: string };
type Attribute = Json & { type: string };
type Schema = { uid: string; attributes: Record<string, Attribute> };

export const CRUD_ACTIONS = ['find', 'findOne', 'create', 'update', 'delete'] as const;
const CRUD_SUMMARIES: Record<string, string> = {
  find: 'List (filters, sort, pagination as in Strapi 5)',
  findOne: 'Read one by document id',
  create: 'Create',
  update: 'Update',
  delete: 'Delete',
};
const LIST_QUERY = ['filters', 'sort', 'pagination[page]', 'pagination[pageSize]', 'populate', 'fields', 'locale'];

/** `/api/invoices/:documentId/finalize` → `/invoices/{documentId}/finalize`; `/upload/` → `/upload`. */
export const openApiPath = (path: string) =>
  path
    .replace(/^\/api(?=\/)/, '')
    .replace(/:([A-Za-z]+)(\([^)]*\))?/g, '{$1}')
    .replace(/\(\.\*\)/g, '{path}')
    .replace(/(.)\/$/, '$1');

export const schemaName = (uid: string) =>
  uid
    .split(/[^A-Za-z0-9]+/)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join('');

/** One attribute as JSON Schema (relations and media by document id / file id, components as objects). */
function attributeSchema(attribute: Attribute): Json {
  switch (attribute.type) {
    case 'string':
    case 'text':
    case 'richtext':
    case 'uid':
    case 'blocks':
      return { type: 'string', ...(attribute.maxLength ? { maxLength: attribute.maxLength } : {}) };
    case 'email':
      return { type: 'string', format: 'email' };
    case 'enumeration':
      return { type: 'string', enum: attribute.enum };
    case 'integer':
    case 'biginteger':
      return { type: 'integer' };
    case 'decimal':
    case 'float':
      return { type: 'number' };
    case 'boolean':
      return { type: 'boolean' };
    case 'date':
      return { type: 'string', format: 'date' };
    case 'datetime':
      return { type: 'string', format: 'date-time' };
    case 'time':
      return { type: 'string', format: 'time' };
    case 'json':
      return {};
    case 'media':
      return attribute.multiple
        ? { type: 'array', items: { $ref: '#/components/schemas/File' } }
        : { $ref: '#/components/schemas/File' };
    case 'relation':
      return /ToMany$/.test(attribute.relation ?? '')
        ? { type: 'array', items: { $ref: '#/components/schemas/Relation' } }
        : { $ref: '#/components/schemas/Relation' };
    case 'component':
      return attribute.repeatable ? { type: 'array', items: { type: 'object' } } : { type: 'object' };
    case 'dynamiczone':
      return { type: 'array', items: { type: 'object' } };
    default:
      return {};
  }
}

const SYSTEM = new Set(['createdAt', 'updatedAt', 'publishedAt', 'createdBy', 'updatedBy', 'locale', 'localizations']);

/** What an answer holds of a document: every attribute that is not private. */
function readSchema(schema: Schema): Json {
  const properties: Json = { id: { type: 'integer' }, documentId: { type: 'string', description: 'The document id' } };
  for (const [name, attribute] of Object.entries(schema.attributes))
    if (!attribute.private && attribute.type !== 'password') properties[name] = attributeSchema(attribute);
  return { type: 'object', properties };
}

/** What a create or update may send: writable attributes the server does not own. */
function writeSchema(schema: Schema, serverOwned: readonly string[]): Json {
  const properties: Json = {};
  const required: string[] = [];
  for (const [name, attribute] of Object.entries(schema.attributes)) {
    if (attribute.writable === false || SYSTEM.has(name) || serverOwned.includes(name)) continue;
    properties[name] = attributeSchema(attribute);
    if (attribute.required) required.push(name);
  }
  const data: Json = { type: 'object', properties, ...(required.length ? { required } : {}) };
  return { type: 'object', properties: { data }, required: ['data'] };
}

const json = (schema: Json) => ({ content: { 'application/json': { schema } } });
const ERRORS = {
  400: { description: 'Bad request: error.details.code, and per field details.errors[{path, code, message}]' },
  401: { description: 'Not signed in' },
  403: { description: 'Forbidden: the role lacks this action' },
  404: { description: 'Not found' },
};

export type GeneratorInput = {
  title: string;
  version: string;
  routes: Record<string, ServedRoute[]>;
  contentTypes: Record<string, Schema>;
  serverOwned: Record<string, readonly string[]>;
  described: Record<string, Described>;
};

export function generateOpenApi({
  title,
  version,
  routes,
  contentTypes,
  serverOwned,
  described,
}: GeneratorInput): Json {
  const paths: Json = {};
  const schemas: Json = {
    Relation: { type: 'object', properties: { id: { type: 'integer' }, documentId: { type: 'string' } } },
    File: {
      type: 'object',
      properties: { id: { type: 'integer' }, url: { type: 'string' }, mime: { type: 'string' } },
    },
  };
  for (const [owner, served] of Object.entries(routes)) {
    for (const route of served) {
      const path = openApiPath(route.path);
      const method = route.method.toLowerCase();
      const action = route.handler.split('.').at(-1) ?? route.handler;
      const crud = (CRUD_ACTIONS as readonly string[]).includes(action);
      const api = owner.replace(/^api::/, '');
      const uid = owner.startsWith('api::') ? `api::${api}.${api}` : '';
      const schema = crud ? contentTypes[uid] : undefined;
      const operation: Json = {
        operationId: `${route.method.toUpperCase()} ${path}`,
        tags: [owner.replace(/^(api|plugin)::/, '')],
        ...(described[`${route.method.toUpperCase()} ${path}`] ?? { summary: CRUD_SUMMARIES[action] ?? action }),
        parameters: [...path.matchAll(/\{([^}]+)\}/g)].map(([, name]) => ({
          name,
          in: 'path',
          required: true,
          schema: { type: 'string' },
        })),
        responses: { 200: { description: 'OK' }, ...ERRORS },
        ...(route.config?.auth === false ? { security: [] } : {}),
      };
      if (schema) {
        const name = schemaName(uid);
        schemas[name] ??= readSchema(schema);
        const one = json({ type: 'object', properties: { data: { $ref: `#/components/schemas/${name}` } } });
        if (action === 'find') {
          for (const query of LIST_QUERY) operation.parameters.push({ name: query, in: 'query', schema: {} });
          operation.responses[200] = {
            description: 'OK',
            ...json({
              type: 'object',
              properties: { data: { type: 'array', items: { $ref: `#/components/schemas/${name}` } }, meta: {} },
            }),
          };
        } else if (action === 'delete') operation.responses = { 204: { description: 'Deleted' }, ...ERRORS };
        else operation.responses[action === 'create' ? 201 : 200] = { description: 'OK', ...one };
        if (action === 'create') delete operation.responses[200];
        if (action === 'create' || action === 'update')
          operation.requestBody = { required: true, ...json(writeSchema(schema, serverOwned[uid] ?? [])) };
      }
      paths[path] = { ...(paths[path] ?? {}), [method]: operation };
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title,
      version,
      description:
        'Every REST route of the back office. Sign in with an API token (Authorization: Bearer <token>). ' +
        'A refused request answers 400/403/404/409/422 with error.details.code and, per field, details.errors.',
    },
    servers: [{ url: '/api', description: 'This server' }],
    security: [{ bearerAuth: [] }],
    components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer' } }, schemas },
    paths,
  };
}
