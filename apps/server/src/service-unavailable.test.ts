import { describe, expect, it } from 'vitest';
import { isServiceUnavailable } from './service-unavailable';

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

describe('isServiceUnavailable', () => {
  it.each([
    [
      'PostgreSQL refusing connections',
      withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
    ],
    [
      'PostgreSQL shutting down',
      withCode('terminating connection due to administrator command', '57P01'),
    ],
    ['PostgreSQL starting up', withCode('the database system is starting up', '57P03')],
    ['a connection exception', withCode('connection failure', '08006')],
    ['a dropped connection', new Error('Connection terminated unexpectedly')],
    ['a dead client', new Error('Client was closed and is not queryable')],
    ['Redis out of retries', new Error('Reached the max retries per request limit (which is 3).')],
    [
      'a driver error wrapped by Drizzle',
      Object.assign(new Error('Failed query: select 1'), {
        cause: withCode('connect ECONNREFUSED', 'ECONNREFUSED'),
      }),
    ],
    [
      'every address refused',
      new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], ''),
    ],
  ])('%s is a 503', (_name, error) => {
    expect(isServiceUnavailable(error)).toBe(true);
  });

  it.each([
    ['a bug', new TypeError("Cannot read properties of undefined (reading 'id')")],
    ['a constraint violation', withCode('duplicate key value violates unique constraint', '23505')],
    ['a serialization failure', withCode('could not serialize access', '40001')],
    ['not an error', 'text'],
    ['nothing', undefined],
  ])('%s is not', (_name, error) => {
    expect(isServiceUnavailable(error)).toBe(false);
  });
});
