import { z } from 'zod';
import * as zm from 'zod/mini';
import { fastResponseSerializer } from './fast-response-serializer';

type Route = Parameters<typeof fastResponseSerializer>[0];
const serializerFor = (schema: unknown) =>
  fastResponseSerializer({ schema, method: 'GET', url: '/x', httpStatus: '200' } as Route);

// fast-json-stringify writes an answer in the schema's shape without validating it (a numeric
// string becomes a number); the zod serializer refuses it. That tells the two paths apart.
it.each([
  ['classic', z.object({ count: z.number() })],
  ['zod/mini', zm.object({ count: zm.number() })],
])('writes a %s schema with fast-json-stringify', (_kind, schema) => {
  expect(serializerFor(schema)({ count: '5', extra: true })).toBe('{"count":5}');
});

it('falls back to the zod serializer for what JSON Schema cannot express', () => {
  const schema = z.object({ at: z.date().transform((d) => d.toISOString()) });
  expect(() => serializerFor(schema)({ at: 'not a date' })).toThrow();
});
