import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';
import { SANDBOX_CLOCK_START } from './sandbox-clock';

/** Each run starts the real server on a fresh embedded database, so tests never see old rows. */
const PORT = Number(process.env.E2E_PORT ?? 3210);
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'wayfare-e2e-'));
process.env.E2E_DATA_DIR = dataDir;

export default defineConfig({
  testDir: '.',
  testMatch: '*.spec.ts',
  outputDir: '.artifacts/results',
  fullyParallel: true,
  workers: process.env.CI ? 2 : 2,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    timezoneId: 'America/Toronto',
    locale: 'en-US',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  projects: [
    {
      name: 'journeys',
      testIgnore: [
        'sandbox-console.spec.ts',
        'trips-check-in.spec.ts',
        'price-freeze-console.spec.ts',
        'change-for-any-reason.spec.ts',
        'price-watch.spec.ts',
        'price-drop-protection.spec.ts',
        'price-match.spec.ts',
        'disruption-assistance.spec.ts',
        'missed-connection.spec.ts',
        'packages.spec.ts',
        'split-payment.spec.ts',
        'maintenance.spec.ts',
      ],
    },
    {
      // The console moves the whole sandbox (its clock, supplier faults): it runs after every
      // other journey, so none of them sees a moved clock or meets an armed fault. Check-in and
      // change for any reason (past the void window) move the clock too, and price watch moves a
      // route's fares and checks every watch, price drop protection moves a flight's fares and the
      // clock, and price match sets a competitor's price for its bookings; one worker keeps the
      // files from moving it under each other.
      name: 'sandbox-console',
      testMatch: [
        'sandbox-console.spec.ts',
        'trips-check-in.spec.ts',
        'price-freeze-console.spec.ts',
        'change-for-any-reason.spec.ts',
        'price-watch.spec.ts',
        'price-drop-protection.spec.ts',
        'price-match.spec.ts',
        'disruption-assistance.spec.ts',
        'missed-connection.spec.ts',
        // A package quote older than its 15-second price timeout: the travel clock and a fare move.
        'packages.spec.ts',
        // A split payment's deadline moves the travel clock past its hold.
        'split-payment.spec.ts',
        // A maintenance window on the travel clock pauses every booking while it runs.
        'maintenance.spec.ts',
      ],
      dependencies: ['journeys'],
      fullyParallel: false,
      workers: 1,
    },
  ],
  webServer: {
    command: 'node --import tsx ../apps/api/src/main.ts',
    url: `http://localhost:${PORT}/api/v0/health?ready=supply`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_BURST: '5000',
      NODE_ENV: 'test',
      // The sandbox console and outbox (the demo admin signs in to them on the admin host).
      SANDBOX_CONSOLE: 'true',
      // Booking progress is visible: the sandbox supplier answers in a quarter second.
      SANDBOX_SUPPLIER_LATENCY_MS: '250',
      // Every run books the same days and meets the same fares (sandbox-clock.ts).
      SANDBOX_CLOCK_START,
    },
  },
});
