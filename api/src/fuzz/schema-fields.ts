import { z } from 'zod';

/**
 * What a field holds, as far as bad input goes: numbers and days are where values out of range
 * hide (an id beyond PostgreSQL's integer, 2026-02-30), so those are told apart from the rest.
 */
export type FieldKind = 'integer' | 'integers' | 'number' | 'day' | 'digits' | 'other';

export interface SchemaField {
  key: string;
  kind: FieldKind;
  /** A value the schema accepts, so a request with one bad field gets past the others. */
  example: unknown;
}

interface JsonSchema {
  type?: string | string[];
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  minimum?: number;
  exclusiveMinimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  default?: unknown;
}

const DAY_PATTERN = String.raw`^\d{4}-\d{2}-\d{2}$`;
/** The kernel's id written in a path or query (`idTextSchema`). */
const DIGITS_PATTERN = String.raw`^\d{1,10}$`;

/** The one alternative that is not `null` (`nullable()`), else the schema itself. */
function unwrap(schema: JsonSchema): JsonSchema {
  const options = schema.anyOf ?? schema.oneOf;
  if (!options) return schema;
  return unwrap(options.find((option) => option.type !== 'null') ?? options[0] ?? {});
}

function describe(key: string, raw: JsonSchema): SchemaField {
  const schema = unwrap(raw);
  if (schema.const !== undefined) return { key, kind: 'other', example: schema.const };
  if (schema.enum?.length) return { key, kind: 'other', example: schema.enum[0] };
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'integer':
    case 'number': {
      const low = schema.minimum ?? (schema.exclusiveMinimum === undefined ? 1 : schema.exclusiveMinimum + 1);
      return { key, kind: type === 'integer' ? 'integer' : 'number', example: Math.max(low, 1) };
    }
    case 'boolean':
      return { key, kind: 'other', example: true };
    case 'array': {
      const item = describe(key, schema.items ?? {});
      return {
        key,
        kind: item.kind === 'integer' ? 'integers' : 'other',
        example: item.example === undefined ? [] : [item.example],
      };
    }
    case 'object':
      return { key, kind: 'other', example: {} };
    case 'string': {
      if (schema.pattern === DAY_PATTERN) return { key, kind: 'day', example: '2026-12-01' };
      if (schema.pattern === DIGITS_PATTERN) return { key, kind: 'digits', example: '1' };
      if (schema.format === 'uuid')
        return { key, kind: 'other', example: '00000000-0000-4000-8000-000000000000' };
      if (schema.format === 'date-time') return { key, kind: 'other', example: '2026-12-01T10:00:00+07:00' };
      const length = Math.min(Math.max(schema.minLength ?? 1, 1), schema.maxLength ?? 40);
      return { key, kind: 'other', example: 'ก'.repeat(length) };
    }
    default:
      return { key, kind: 'other', example: schema.default };
  }
}

const cache = new WeakMap<object, SchemaField[]>();

/**
 * The fields of a route's body or query schema (a zod object), read through its JSON Schema:
 * the route's own contract says which fields are numbers or days, so a new route needs no list.
 */
export function schemaFields(schema: unknown): SchemaField[] {
  if (!(schema instanceof z.core.$ZodType)) return [];
  const known = cache.get(schema);
  if (known) return known;
  let fields: SchemaField[];
  try {
    const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
    fields = Object.entries(json.properties ?? {}).map(([key, field]) => describe(key, field));
  } catch {
    fields = [];
  }
  cache.set(schema, fields);
  return fields;
}

/** True for the fields an out-of-range value is aimed at. */
export const isBounded = (field: SchemaField) => field.kind !== 'other';
