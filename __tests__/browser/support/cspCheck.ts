import { takeCspViolations } from './browser';

/**
 * Every browser test runs its pages under the hosting's CSP (the preview server sends it) and
 * fails if one of them reported a violation while it ran.
 */
afterEach(() => {
  expect(takeCspViolations()).toEqual([]);
});
