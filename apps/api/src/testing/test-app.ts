import type { TestDatabaseTarget } from '@wayfare/store/testing/test-databases';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './create-test-app';
import type { TestDatabase } from '@wayfare/store/testing/test-databases';

export { createTestApp, TEST_START, type TestApp } from './create-test-app';

/**
 * A fresh database and app for one describe block: opened before its tests, closed after. The
 * returned object reads through to the current app, so tests use `t.app`, `t.ctx`, `t.clock`.
 */
export function useTestApp(
  target: TestDatabaseTarget,
  options: Parameters<typeof createTestApp>[1] = {},
): TestApp {
  let db: TestDatabase | undefined;
  let current: TestApp | undefined;
  beforeAll(async () => {
    db = await target.open();
    current = await createTestApp(db, options);
  });
  afterAll(async () => {
    await current?.close();
    await db?.dispose();
  });
  const get = (): TestApp => {
    if (!current)
      throw new Error('useTestApp: the app exists only inside the describe block’s tests');
    return current;
  };
  return {
    get app() {
      return get().app;
    },
    get ctx() {
      return get().ctx;
    },
    get clock() {
      return get().clock;
    },
    close: () => get().close(),
  };
}

export {
  ADMIN_HOST,
  CONSUMER_HOST,
  CORPORATE_HOST,
  createBrowser,
  signIn,
  stateOf,
  type Browser,
} from './http-browser';
