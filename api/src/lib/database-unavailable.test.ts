import { isDatabaseUnavailable } from './database-unavailable';

test.each([
  [
    'a refused connection',
    Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
  ],
  ['a server shutting down', Object.assign(new Error('terminating connection'), { code: '57P01' })],
  ['a connection failure class', Object.assign(new Error('x'), { code: '08006' })],
  ['a lost connection', new Error('Connection terminated unexpectedly')],
  ['a closed PGlite', new Error('PGlite is closed')],
  [
    'a driver error wrapped by Drizzle',
    new Error('Failed query: select 1', { cause: new Error('PGlite is closed') }),
  ],
])('%s → unavailable', (_name, error) => {
  expect(isDatabaseUnavailable(error)).toBe(true);
});

test.each([
  ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
  ['bad SQL', Object.assign(new Error('syntax error'), { code: '42601' })],
  ['a unique violation', Object.assign(new Error('duplicate key'), { code: '23505' })],
  ['nothing', undefined],
])('%s → a fault of ours (500)', (_name, error) => {
  expect(isDatabaseUnavailable(error)).toBe(false);
});
