import { deleteReferrers, type DeleteReferrer } from '../deleteReferrers';
import type { Model, ModelResource, ModelRoute } from '../model';
import type { ResourceAction } from '../registrySchema';
import { payloadSchema, recordSchema, writeSchema, type JsonSchema } from './jsonSchema';

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: unknown) => ({ 'application/json': { schema } });
const errors = {
  '400': { description: 'Validation failed; nothing written', content: json(ref('Error')) },
  '401': { description: 'No valid token', content: json(ref('Error')) },
  '403': { description: 'The role may not do this', content: json(ref('Error')) },
};
const notFound = { '404': { description: 'No such record', content: json(ref('Error')) } };
const idParam = { name: 'id', in: 'path', required: true, schema: { type: 'integer' } };
/** An idempotent action's (schema `idempotent`) optional key: docs/api.md "Idempotency-Key". */
const idempotencyKeyParam = {
  name: 'Idempotency-Key',
  in: 'header',
  required: false,
  description:
    'A UUID: the same key again (same user) is answered as the first time, with the header Idempotent-Replayed: true, and writes nothing; with another body or path, 422.',
  schema: { type: 'string', format: 'uuid' },
};

/** A delete's 409 while records of other resources name the record (docs/api.md). */
const stillNamed = (referrers: readonly DeleteReferrer[] | undefined) =>
  referrers?.length
    ? {
        '409': {
          description: `Still named by ${referrers.map((r) => `${r.resource}.${r.field}`).join(', ')}: nothing deleted; the message counts them`,
          content: json(ref('Error')),
        },
      }
    : {};

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

/**
 * The endpoints hand-written pages read (schema/pages.yaml `reads`), each answering the roles
 * that may open one of its pages.
 */
function pageReadPaths(model: Model): Record<string, unknown> {
  const readers = new Map<string, ModelRoute[]>();
  for (const route of model.routes) {
    if (route.kind !== 'page') continue;
    for (const endpoint of model.registry.pages.pages[route.name].reads)
      readers.set(endpoint, [...(readers.get(endpoint) ?? []), route]);
  }
  const paths: Record<string, unknown> = {};
  for (const [endpoint, routes] of [...readers].sort(([a], [b]) => a.localeCompare(b))) {
    const parameters = [...endpoint.matchAll(/\{(\w+)\}/g)].map(([, name]) => ({
      name,
      in: 'path',
      required: true,
      schema: { type: 'string' },
    }));
    const roles = model.roles.filter((role) => routes.some((r) => r.roles.includes(role)));
    paths[`/${endpoint}`] = {
      get: {
        tags: [endpoint.startsWith('stats/') ? 'Statistics' : 'Pages'],
        summary: `Read by ${routes.map((r) => `${r.labels?.en ?? r.name} (${r.path})`).join(', ')}`,
        description: `Roles: ${roles.join(', ')}. Figures: docs/api.md.`,
        ...(parameters.length ? { parameters } : {}),
        responses: { '200': { description: 'Figures (docs/api.md)' }, ...errors },
      },
    };
  }
  return paths;
}

/** What a declarative action (`set:`) writes, and which records it refuses: one sentence. */
function setsLine({ set, when }: ResourceAction): string {
  if (!set) return '';
  const values = Object.entries(set).map(
    ([field, value]) => `\`${field}\` to ${JSON.stringify(value)}`,
  );
  const refused =
    Object.keys(when).length > 0 ? ' (400 for a record its `when` does not match)' : '';
  return `Sets ${values.join(', ')}${refused}. `;
}

/** Who the record itself admits or refuses (schema `notBy`, `alsoBy`): one sentence each. */
function byRecord({ notBy, alsoBy }: ResourceAction): string {
  return (
    (notBy ? ` Never by the user its \`${notBy}\` names (403).` : '') +
    (alsoBy ? ` Also by the user its \`${alsoBy}\` names, whatever their role.` : '')
  );
}

/** The business actions of every resource (schema `actions:`). */
function actionPaths(model: Model, schemas: Record<string, JsonSchema>): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const resource of model.resources) {
    for (const [name, action] of Object.entries(resource.source.actions)) {
      const meta = resource.meta.actions![name];
      const record = action.scope === 'record';
      const path = `/${meta.path.replace(':id', '{id}')}`;
      const payload = Object.keys(action.payload).length > 0;
      const payloadName = `${resource.typeName}${name[0].toUpperCase()}${name.slice(1)}Payload`;
      if (payload) schemas[payloadName] = payloadSchema(model, resource, name);
      const rule = meta.element
        ? ` (element ${meta.element})`
        : action.access
          ? ` (who may ${action.access} a ${resource.source.labels.en.one.toLowerCase()})`
          : '';
      paths[path] ??= {};
      paths[path][meta.method.toLowerCase()] = {
        tags: ['Actions'],
        operationId: name,
        summary: action.summary ?? action.labels.en,
        description: `${setsLine(action)}Roles: ${meta.roles.join(', ')}${rule}.${byRecord(action)}`,
        ...(record || action.idempotent
          ? {
              parameters: [
                ...(record ? [idParam] : []),
                ...(action.idempotent ? [idempotencyKeyParam] : []),
              ],
            }
          : {}),
        ...(payload ? { requestBody: { required: true, content: json(ref(payloadName)) } } : {}),
        responses: {
          '200': action.response
            ? { description: action.response.description, content: json(action.response.schema) }
            : { description: 'The updated record', content: json(ref(resource.typeName)) },
          ...errors,
          ...(record ? notFound : {}),
        },
      };
    }
  }
  return paths;
}

/** GET /<collection>/export: the list as an xlsx file. */
function exportPath(model: Model, resource: ModelResource) {
  const roles = resource.access.list.filter((role) => model.elements.exportExcel?.includes(role));
  return {
    get: {
      tags: [resource.typeName],
      summary: `${resource.source.labels.en.many} as an Excel file`,
      description: `Every record the list would show for the same \`s\` and \`sort\` (no page). Roles: ${roles.join(', ')} (list, and element exportExcel).`,
      parameters: LIST_PARAMETERS.filter((p) => p.name !== 'range'),
      responses: {
        '200': {
          description: 'The workbook; X-Total-Count holds the number of rows',
          content: {
            'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': {
              schema: { type: 'string', format: 'binary' },
            },
          },
        },
        ...errors,
      },
    },
  };
}

function handWrittenPaths(model: Model): Record<string, unknown> {
  const paths: Record<string, unknown> = {
    '/auth/logout': {
      post: {
        summary: "End the token's session (its socket closes too)",
        responses: { '204': { description: 'Ended' }, '401': errors['401'] },
      },
    },
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
  paths['/notifications'] = {
    get: {
      tags: ['Shell'],
      summary: "The signed-in user's notifications bell (also pushed over socket.io)",
      description: `Counts of records waiting for the role, each with the page listing them (views of schema/pages.yaml: ${Object.keys(model.registry.pages.views).join(', ')}, or a resource list with a filter).`,
      responses: {
        '200': {
          description: 'The kinds the role may open and list, with their counts',
          content: json({
            type: 'array',
            items: {
              type: 'object',
              required: ['key', 'count', 'path', 'filter', 'collection', 'link'],
              properties: {
                key: { type: 'string', description: 'Names the label: notifications.items.<key>' },
                count: { type: 'integer' },
                path: { type: 'string', description: 'The page listing the records' },
                filter: { type: 'object', description: 'The records counted, in the `s` format' },
                collection: { type: 'string', description: 'The collection under /api' },
                link: { type: 'string', description: 'The page, with ?filter= when it lacks it' },
              },
            },
          }),
        },
        '401': errors['401'],
      },
    },
  };
  Object.assign(paths, pageReadPaths(model));
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
  Object.assign(paths, handWrittenPaths(model), actionPaths(model, schemas));
  const referrers = deleteReferrers(model);
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
    paths[`/${api}/export`] = exportPath(model, resource);
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
          ...stillNamed(referrers[resource.meta.name]),
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
