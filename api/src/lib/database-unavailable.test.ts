import { DatabaseBusyError } from '#api/db/postgres-pool';
import { databaseRefusal } from './database-unavailable';

test.each([
  [
    'a refused connection',
    Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' }),
  ],
  ['a server shutting down', Object.assign(new Error('terminating connection'), { code: '57P01' })],
  ['a connection failure class', Object.assign(new Error('x'), { code: '08006' })],
  ['a lost connection', new Error('Connection terminated unexpectedly')],
  [
    'a transaction whose session broke before its next query',
    new Error('Client has encountered a connection error and is not queryable'),
  ],
  ['no connection free in time', new Error('timeout exceeded when trying to connect')],
  ['a closed PGlite', new Error('PGlite is closed')],
  [
    'a driver error wrapped by Drizzle',
    new Error('Failed query: select 1', { cause: new Error('PGlite is closed') }),
  ],
])('%s → unavailable', (_name, error) => {
  expect(databaseRefusal(error)).toBe('unavailable');
});

test.each([
  [
    'a statement over statement_timeout (or cancelled at shutdown)',
    Object.assign(new Error('canceling statement due to statement timeout'), { code: '57014' }),
  ],
  [
    'a lock not had within lock_timeout',
    Object.assign(new Error('canceling statement due to lock timeout'), { code: '55P03' }),
  ],
  [
    'a transaction idle too long',
    Object.assign(new Error('terminating connection due to idle-in-transaction timeout'), {
      code: '25P03',
    }),
  ],
  ['too many requests waiting for a connection', new DatabaseBusyError(200)],
  [
    'a timeout wrapped by Drizzle',
    new Error('Failed query: update tickets', { cause: Object.assign(new Error('x'), { code: '55P03' }) }),
  ],
])('%s → busy', (_name, error) => {
  expect(databaseRefusal(error)).toBe('busy');
});

test.each([
  ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
  ['bad SQL', Object.assign(new Error('syntax error'), { code: '42601' })],
  ['a unique violation', Object.assign(new Error('duplicate key'), { code: '23505' })],
  ['nothing', undefined],
])('%s → a fault of ours (500)', (_name, error) => {
  expect(databaseRefusal(error)).toBeUndefined();
});
