import type { Model, ModelResource } from '../model';
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

/** Search keys of `s` that are no field (schema `listFilters`). */
function listFilterDescription(resource: ModelResource) {
  const keys = Object.entries(resource.source.listFilters);
  if (keys.length === 0) return {};
  const described = keys.map(([name, filter]) => `\`${name}\` (${filter.labels.en})`);
  return {
    description: `Besides its fields, \`s\` takes ${described.join(', ')}; see docs/api.md.`,
  };
}

/** Business actions of the hand-written server, each guarded by an element of schema/roles.yaml. */
const ACTIONS: [path: string, element: string, summary: string, body?: Record<string, unknown>][] =
  [
    [
      '/waybills/{id}/assign-owner',
      'assignOwner',
      'Give a waybill with no owner its client',
      { clientId: { type: 'integer' } },
    ],
    [
      '/waybills/{id}/detach',
      'detachTrack',
      'Unlink a track from its client (it moves to no owner)',
    ],
    [
      '/waybills/unlawful',
      'addUnlawful',
      'Mark the waybill with this tracking number unlawful',
      { trackingNumber: { type: 'string' } },
    ],
    [
      '/waybills/{id}/remove-unlawful',
      'removeUnlawful',
      'Remove a track from unlawful (back to its previous status)',
    ],
    [
      '/price-changes/{id}/approve',
      'approvePrice',
      'Approve a pending price change (sets the waybill price)',
    ],
    ['/price-changes/{id}/reject', 'approvePrice', 'Reject a pending price change'],
    ['/promo-codes/{id}/pay-cashback', 'payCashback', 'Pay the cashback due on a promo code'],
  ];

/** Read-only figures for the hand-written pages (docs/api.md, Statistics). */
const STATS = [
  '/stats/dashboard',
  '/stats/archives',
  '/stats/archives/{day}',
  '/stats/pvz',
  '/stats/reports/summary',
  '/stats/reports/b2b',
  '/stats/reports/b2c',
  '/stats/client-settlement/{clientId}',
];

function handWrittenPaths(model: Model): Record<string, unknown> {
  const paths: Record<string, unknown> = {
    '/user/password': {
      post: {
        summary: "Change the logged-in user's password",
        requestBody: {
          required: true,
          content: json({
            type: 'object',
            required: ['oldPassword', 'password', 'confirmPassword'],
            properties: {
              oldPassword: { type: 'string' },
              password: { type: 'string', minLength: 8, maxLength: 20 },
              confirmPassword: { type: 'string' },
            },
          }),
        },
        responses: { '204': { description: 'Changed' }, ...errors },
      },
    },
  };
  for (const [path, element, summary, body] of ACTIONS) {
    paths[path] = {
      post: {
        tags: ['Actions'],
        summary,
        description: `Roles: ${model.elements[element].join(', ')} (element ${element}).`,
        ...(path.includes('{id}') ? { parameters: [idParam] } : {}),
        ...(body
          ? { requestBody: { required: true, content: json({ type: 'object', properties: body }) } }
          : {}),
        responses: { '200': { description: 'The updated record' }, ...errors, ...notFound },
      },
    };
  }
  const waybill = model.resources.find((r) => r.meta.name === 'waybill');
  if (waybill) {
    const outcome = { type: 'string', enum: ['changed', 'unchanged', 'notFound', 'notAllowed'] };
    paths[`/${waybill.meta.api}/bulk-status`] = {
      post: {
        tags: ['Actions'],
        summary: 'One status for many waybills, by id and/or tracking number; a report per waybill',
        description: `Roles that may edit a waybill: ${waybill.access.edit.join(', ')}.`,
        requestBody: {
          required: true,
          content: json({
            type: 'object',
            required: ['status'],
            properties: {
              status: { type: 'string', enum: model.enums.waybillStatus.values },
              ids: { type: 'array', items: { type: 'integer' } },
              trackingNumbers: { type: 'array', items: { type: 'string' } },
            },
          }),
        },
        responses: {
          '200': {
            description: 'What happened to each waybill, in the order asked, and the counts',
            content: json({
              type: 'object',
              properties: {
                results: {
                  type: 'array',
                  items: {
                    type: 'object',
                    required: ['outcome'],
                    properties: {
                      trackingNumber: { type: 'string' },
                      id: { type: 'integer' },
                      outcome,
                      from: { type: 'string', description: 'The status before (or kept)' },
                    },
                  },
                },
                counts: {
                  type: 'object',
                  additionalProperties: { type: 'integer' },
                  propertyNames: outcome,
                },
              },
            }),
          },
          ...errors,
        },
      },
    };
  }
  for (const path of STATS) {
    const parameters = [...path.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
      name,
      in: 'path',
      required: true,
      schema: { type: 'string' },
    }));
    paths[path] = {
      get: {
        tags: ['Statistics'],
        ...(parameters.length ? { parameters } : {}),
        responses: { '200': { description: 'Figures (docs/api.md)' }, ...errors },
      },
    };
  }
  return paths;
}

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
  Object.assign(paths, handWrittenPaths(model));
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
        ...listFilterDescription(resource),
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
