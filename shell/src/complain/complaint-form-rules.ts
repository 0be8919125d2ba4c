import type { AuthUser } from '@chokdee/shared-contract/schemas/auth';
import {
  ComplaintBodySchema,
  type ComplaintBody,
  type ComplaintTopic,
} from '@chokdee/shared-contract/schemas/complaint';
import type { FieldError } from '@chokdee/shared-contract/schemas/api-error';

/** The form's fields, in the order they appear (the first invalid one gets the focus). */
export const COMPLAINT_FIELDS = ['name', 'tel', 'email', 'topic', 'store_code', 'message'] as const;
export type ComplaintField = (typeof COMPLAINT_FIELDS)[number];

export type ComplaintValues = Record<ComplaintField, string>;
/** What the visitor typed; a field never touched is missing (it then shows the member's prefill). */
export type TypedValues = Partial<ComplaintValues>;
export type FieldErrors = Partial<Record<ComplaintField, string>>;

const EMPTY: ComplaintValues = { name: '', tel: '', email: '', topic: '', store_code: '', message: '' };

/** A logged-in member's name and phone, so they need not type them again. */
export function prefillFrom(
  user: Pick<AuthUser, 'name' | 'lastname' | 'tel'> | null,
): Partial<ComplaintValues> {
  if (!user) return {};
  return { name: `${user.name} ${user.lastname}`.trim(), tel: user.tel ?? '' };
}

/** What the form shows: the typed value, else the prefill, else empty. */
export function shownValues(typed: TypedValues, prefill: Partial<ComplaintValues>): ComplaintValues {
  const values = { ...EMPTY };
  for (const field of COMPLAINT_FIELDS) values[field] = typed[field] ?? prefill[field] ?? '';
  return values;
}

export type Validation = { ok: true; body: ComplaintBody } | { ok: false; errors: FieldErrors };

/** The kernel's own schema, so the visitor reads the same Thai message the API would answer. */
export function validateComplaint(values: ComplaintValues): Validation {
  const parsed = ComplaintBodySchema.safeParse({ ...values, topic: values.topic as ComplaintTopic });
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors: FieldErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as ComplaintField;
    // The first problem of a field is the one to fix first.
    if (COMPLAINT_FIELDS.includes(field) && !errors[field]) errors[field] = issue.message;
  }
  return { ok: false, errors };
}

/** The API's field errors (spec §8 `errors[]`) on the fields of this form. */
export function fieldErrorsFromApi(errors: FieldError[]): FieldErrors {
  const result: FieldErrors = {};
  for (const { field, message } of errors) {
    const name = field.replace(/^body\./, '') as ComplaintField;
    if (COMPLAINT_FIELDS.includes(name) && !result[name]) result[name] = message;
  }
  return result;
}

export function firstInvalidField(errors: FieldErrors): ComplaintField | undefined {
  return COMPLAINT_FIELDS.find((field) => errors[field]);
}
