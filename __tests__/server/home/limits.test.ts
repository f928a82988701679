/** @jest-environment node */
import * as server from '../../../server/src/home/limits';
import * as wire from '../../../src/api/wire/home';

// The server keeps its own runtime copy of the wire constants (it may import only types from src/).
test('the server and the app share the same limits, patterns and fields', () => {
  expect(server.HOME_LIMITS).toEqual(wire.HOME_LIMITS);
  expect(server.POSTAL_CODE_PATTERN.source).toBe(wire.POSTAL_CODE_PATTERN.source);
  expect(server.CANADIAN_UNUSED_LETTERS.source).toBe(wire.CANADIAN_UNUSED_LETTERS.source);
  expect(server.CANADIAN_UNUSED_LETTERS.flags).toBe(wire.CANADIAN_UNUSED_LETTERS.flags);
  expect(server.HOME_OPTION_FIELDS).toEqual(wire.HOME_OPTION_FIELDS);
});
