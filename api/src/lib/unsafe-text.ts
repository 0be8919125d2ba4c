import type { FieldError } from '@chokdee/shared-contract/schemas/api-error';

export const UNSAFE_TEXT_MESSAGES = {
  /** NUL and the other C0 controls, or half of a UTF-16 pair: nothing a person types. */
  badCharacter: 'มีอักขระที่ไม่อนุญาต',
  tooDeep: 'ข้อมูลซ้อนกันหลายชั้นเกินไป',
} as const;

/**
 * C0 controls except tab, line feed and carriage return (PostgreSQL refuses NUL in text and
 * jsonb; the others only ever come from a fuzzer or an attack and would reach logs and exports),
 * and unpaired UTF-16 surrogates (not encodable as UTF-8, so PostgreSQL refuses them too).
 */
const UNSAFE =
  // eslint-disable-next-line no-control-regex -- matching control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** No request of ours nests this deep; a deeper one is refused before anything walks it further. */
export const MAX_NESTING = 32;

export const isUnsafeText = (text: string) => UNSAFE.test(text);

const join = (path: string, key: string | number) => (path ? `${path}.${key}` : String(key));

/**
 * The first piece of unsafe text in a value a client sent (strings, object keys, at any depth),
 * named like a validation error's field (`items.0.name`, `orderId`, `x-user-ref`; `root` for the
 * whole value). Walks with its own stack, so a deeply nested body cannot overflow the call stack.
 */
export function findUnsafeText(value: unknown, root: string): FieldError | undefined {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: '', depth: 0 }];
  while (stack.length > 0) {
    const { value: current, path, depth } = stack.pop()!;
    const field = path || root;
    if (typeof current === 'string') {
      if (isUnsafeText(current)) return { field, message: UNSAFE_TEXT_MESSAGES.badCharacter };
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    if (depth >= MAX_NESTING) return { field, message: UNSAFE_TEXT_MESSAGES.tooDeep };
    if (Array.isArray(current)) {
      current.forEach((item, index) =>
        stack.push({ value: item, path: join(path, index), depth: depth + 1 }),
      );
      continue;
    }
    for (const [key, item] of Object.entries(current)) {
      // A bad key is named by where it sits, never echoed back.
      if (isUnsafeText(key)) return { field, message: UNSAFE_TEXT_MESSAGES.badCharacter };
      stack.push({ value: item, path: join(path, key), depth: depth + 1 });
    }
  }
  return undefined;
}
