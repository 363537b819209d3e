import type { Model } from '../model';
import { recordSchema, writeSchema, type JsonSchema } from './jsonSchema';

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: unknown) => ({ 'application/json': { schema } });
const errors = {
  '400': { description: 'Validation failed; nothing written', content: json(ref('Error')) },
  '401': { description: 'No valid token', content: json(ref('Error')) },
  '403': { description: 'The role may not do this', content: json(ref('Error')) },
};
const notFound = { '404': { description: 'No such record', content: json(ref('Error')) } };
const idParam = { name: 'id', in: 'path', required: true, schema: { type: 'integer' } };

const LIST_PARAMETERS = [
  {
    name: 's',
    in: 'query',
    description:
      "Cleaned search object as JSON text: field → value (strings: case-insensitive substring; enums, references, booleans: equality; arrays: any of); `<field>_gte` / `<field>_lte` for ranges; `q` searches the list's text fields; `id: [..]` fetches several.",
    schema: { type: 'string' },
  },
  { name: 'sort', in: 'query', description: '["field","ASC"|"DESC"]', schema: { type: 'string' } },
  {
    name: 'range',
    in: 'query',
    description: '[first,last] zero-based, inclusive; page sizes 10, 20, 50',
    schema: { type: 'string' },
  },
];

/** docs/openapi.json: the /api contract for the real backend team. */
export function emitOpenApi(model: Model): string {
  const schemas: Record<string, JsonSchema> = {
    Error: {
      type: 'object',
      required: ['message'],
      properties: {
        message: {
          type: 'string',
          description: 'Translated into the Accept-Language of the request',
        },
        errors: {
          type: 'object',
          additionalProperties: { type: 'string' },
          description: 'Per-field messages',
        },
        captchaRequired: { type: 'boolean' },
      },
    },
    LoginRequest: {
      type: 'object',
      required: ['username', 'password'],
      properties: {
        username: { type: 'string' },
        password: { type: 'string' },
        code: { type: 'string' },
      },
    },
    LoginResponse: {
      type: 'object',
      required: ['token'],
      properties: { token: { type: 'string' } },
    },
    UserInfo: {
      type: 'object',
      required: ['username', 'role'],
      properties: {
        username: { type: 'string' },
        name: { type: 'string' },
        companyId: { type: ['integer', 'null'] },
        answeredCount: { type: 'integer' },
        role: { type: 'string', enum: model.roles },
      },
    },
  };
  const paths: Record<string, unknown> = {
    '/auth/login': {
      post: {
        summary: 'Log in; after 3 failures on a username a verification code is required',
        security: [],
        requestBody: { required: true, content: json(ref('LoginRequest')) },
        responses: {
          '200': { description: 'Token', content: json(ref('LoginResponse')) },
          '400': errors['400'],
        },
      },
    },
    '/auth/captcha': {
      get: {
        summary: 'Verification code image for a username',
        security: [],
        parameters: [{ name: 'username', in: 'query', required: true, schema: { type: 'string' } }],
        responses: {
          '200': {
            description: 'SVG image',
            content: { 'image/svg+xml': { schema: { type: 'string' } } },
          },
        },
      },
    },
    '/user/info': {
      get: {
        summary: 'The logged-in user',
        responses: {
          '200': { description: 'User info', content: json(ref('UserInfo')) },
          '401': errors['401'],
        },
      },
    },
  };
  for (const resource of model.resources) {
    const { api } = resource.meta;
    const name = resource.typeName;
    schemas[name] = recordSchema(model, resource);
    schemas[`${name}Input`] = writeSchema(model, resource);
    const tags = [name];
    paths[`/${api}`] = {
      get: {
        tags,
        summary: `List ${resource.source.labels.en.many}`,
        parameters: LIST_PARAMETERS,
        responses: {
          '200': {
            description:
              'One page; Content-Range: <collection> first-last/total and X-Total-Count carry the total',
            content: json({ type: 'array', items: ref(name) }),
          },
          ...errors,
        },
      },
      post: {
        tags,
        summary: `Create a ${resource.source.labels.en.one}`,
        requestBody: { required: true, content: json(ref(`${name}Input`)) },
        responses: { '201': { description: 'Created', content: json(ref(name)) }, ...errors },
      },
    };
    paths[`/${api}/{id}`] = {
      parameters: [idParam],
      get: {
        tags,
        responses: {
          '200': { description: 'The record', content: json(ref(name)) },
          ...errors,
          ...notFound,
        },
      },
      put: {
        tags,
        requestBody: { required: true, content: json(ref(`${name}Input`)) },
        responses: {
          '200': { description: 'Replaced', content: json(ref(name)) },
          ...errors,
          ...notFound,
        },
      },
      patch: {
        tags,
        requestBody: { required: true, content: json(ref(`${name}Input`)) },
        responses: {
          '200': { description: 'Updated', content: json(ref(name)) },
          ...errors,
          ...notFound,
        },
      },
      delete: {
        tags,
        responses: {
          '200': { description: 'Deleted', content: json(ref(name)) },
          ...errors,
          ...notFound,
        },
      },
    };
  }
  const document = {
    openapi: '3.1.0',
    info: {
      title: 'Baraka Admin API',
      version: '1.0.0',
      description: 'See docs/api.md for the conventions.',
    },
    servers: [{ url: '/api' }],
    security: [{ bearer: [] }],
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      parameters: {
        source: {
          name: 'source',
          in: 'header',
          required: true,
          schema: { type: 'string', const: 'ADMIN_WEB' },
        },
      },
      schemas,
    },
    paths,
  };
  return `${JSON.stringify(document, null, 2)}\n`;
}
