import { describe, expect, it } from 'vitest';
import { isSandboxConsoleOn, readEnv } from './env';

describe('the sandbox console flag', () => {
  it('is off unless asked for, and needs the sandbox', () => {
    expect(isSandboxConsoleOn(readEnv({}))).toBe(false);
    expect(isSandboxConsoleOn(readEnv({ SANDBOX_CONSOLE: 'true' }))).toBe(true);
    expect(isSandboxConsoleOn(readEnv({ SANDBOX_CONSOLE: 'true', SANDBOX: 'false' }))).toBe(false);
  });

  it('refuses to start in production unless that is asked for by name', () => {
    expect(() => readEnv({ NODE_ENV: 'production', SANDBOX_CONSOLE: 'true' })).toThrow(
      /SANDBOX_CONSOLE_IN_PRODUCTION=true/,
    );
    expect(isSandboxConsoleOn(readEnv({ NODE_ENV: 'production' }))).toBe(false);
    const asked = readEnv({
      NODE_ENV: 'production',
      SANDBOX_CONSOLE: 'true',
      SANDBOX_CONSOLE_IN_PRODUCTION: 'true',
    });
    expect(isSandboxConsoleOn(asked)).toBe(true);
  });
});
