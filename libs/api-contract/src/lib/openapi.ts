import * as z from 'zod';
import { ApiErrorSchema } from './common';
import { API_OPERATIONS, type ApiOperation } from './operations';

type JsonSchema = Record<string, unknown>;

const toSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema =>
  z.toJSONSchema(schema, { target: 'openapi-3.0', io, unrepresentable: 'any' });

function parametersOf(
  schema: z.ZodType | undefined,
  where: 'query' | 'path' | 'header',
): JsonSchema[] {
  if (!schema) return [];
  const json = toSchema(schema, 'input');
  const properties = (json['properties'] ?? {}) as Record<string, JsonSchema>;
  const required = new Set((json['required'] ?? []) as string[]);
  return Object.entries(properties).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    schema: property,
  }));
}

const LOCALE_PARAMETERS: JsonSchema[] = [
  {
    name: 'locale',
    in: 'query',
    required: true,
    schema: { type: 'string', enum: ['sv', 'no', 'da', 'fi', 'nl'] },
  },
  {
    name: 'sid',
    in: 'query',
    required: true,
    schema: { type: 'integer' },
    description: "The storefront's storeID (sv 1, no 3, fi 4, da 5, nl 6)",
  },
];

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: toSchema(ApiErrorSchema, 'output') } },
});

function operationObject(op: ApiOperation): JsonSchema {
  const headers = Object.fromEntries(
    Object.entries(op.headers ?? {}).map(([name, description]) => [
      name,
      { description, schema: { type: 'string' } },
    ]),
  );
  return {
    summary: op.summary,
    parameters: [
      ...(op.path.startsWith('/api/') && op.auth !== 'staff' ? LOCALE_PARAMETERS : []),
      ...parametersOf(op.params, 'path'),
      ...parametersOf(op.query, 'query'),
      ...parametersOf(op.requestHeaders, 'header'),
    ],
    ...(op.body
      ? {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: toSchema(op.body, 'input') } },
          },
        }
      : {}),
    ...(op.auth === 'staff'
      ? { security: [{ staffKey: [] }], 'x-scope': op.scope }
      : op.auth
        ? { security: op.auth === true ? [{ bearer: [] }] : [{ bearer: [] }, {}] }
        : {}),
    responses: {
      [String(op.status ?? 200)]: {
        description: op.status === 204 ? 'Done, no content' : op.status === 201 ? 'Created' : 'OK',
        ...(Object.keys(headers).length > 0 ? { headers } : {}),
        ...(op.status === 204
          ? {}
          : { content: { 'application/json': { schema: toSchema(op.response, 'output') } } }),
      },
      '400': errorResponse('Invalid request; `fields` names every bad field'),
      ...(op.auth === 'staff'
        ? {
            '401': errorResponse(
              'No staff API key, an unknown or revoked one, or a shopper’s token',
            ),
            '403': errorResponse(`The key lacks the scope ${op.scope ?? ''}`),
          }
        : op.auth
          ? {
              '401': errorResponse(op.auth === true ? 'Missing or invalid token' : 'Invalid token'),
            }
          : {}),
      ...(op.method === 'get'
        ? {}
        : {
            '403': errorResponse(
              `${op.auth === 'staff' ? `The key lacks the scope ${op.scope ?? ''}; or sent` : 'Sent'} by another site's page (Sec-Fetch-Site: cross-site, or an Origin of another host); code cross_site_request`,
            ),
            '415': errorResponse('The body is not application/json'),
          }),
      ...Object.fromEntries(
        Object.entries(op.errors ?? {}).map(([status, description]) => [
          status,
          errorResponse(description),
        ]),
      ),
      '404': errorResponse('Not found'),
      ...(op.rateLimited
        ? { '429': errorResponse('Too many calls from this client; try again later (Retry-After)') }
        : {}),
      '503': errorResponse('The database is not reachable'),
    },
  };
}

/** The OpenAPI 3.0 document of the API, generated from the zod schemas (served at /api/openapi.json). */
export function buildOpenApiDocument(): JsonSchema {
  const paths: Record<string, Record<string, JsonSchema>> = {};
  for (const op of API_OPERATIONS) {
    paths[op.path] = { ...paths[op.path], [op.method]: operationObject(op) };
  }
  return {
    openapi: '3.0.3',
    info: {
      title: 'Nordshop API',
      version: '1.0.0',
      description:
        'Money is in minor units (öre, cents) including VAT; VAT rates are percentages. Every /api call but /api/staff/* carries locale and sid.',
    },
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
        staffKey: {
          type: 'http',
          scheme: 'bearer',
          description:
            'A staff API key (nsk_…) made with `npm run staff-key -- create --name <system> --scopes <scopes>`; /api/staff/* only',
        },
      },
    },
    paths,
  };
}
