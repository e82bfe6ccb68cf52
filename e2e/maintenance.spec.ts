import { openAs } from './booking-helpers';
import {
  ADMIN,
  CONSUMER,
  DEMO_ADMIN,
  expect,
  openSandboxConsoleApi,
  test,
  type SandboxConsoleApi,
} from './fixtures';

/*
 * A scheduled maintenance window set through the sandbox console (issue 24; spec §9): the banner
 * from its notice time, booking paused inside it with a clear message on the booking page, and
 * everything back at its end without a reload. It moves the travel clock: sandbox-console project.
 */

let consoleApi: SandboxConsoleApi;

test.beforeAll(async () => {
  consoleApi = await openSandboxConsoleApi();
});

test.afterAll(async () => {
  await consoleApi.delete('/maintenance');
  await consoleApi.post('/clock', { offsetMinutes: 0 });
  await consoleApi.dispose();
});

test('a console window is announced, pauses booking, and lifts at its end', async ({ page }) => {
  // The admin sets the window: by default from the next hour but one, for an hour, announced a day ahead.
  await openAs(page, ADMIN, DEMO_ADMIN, '/sandbox/console');
  const section = page.getByRole('region', { name: 'Maintenance window' });
  await section.getByRole('button', { name: 'Set window' }).click();
  await expect(page.getByText('Maintenance window set.')).toBeVisible();
  await expect(section.getByTestId('sandbox-maintenance-phase')).toHaveText(
    'Announced (banner showing)',
  );

  // Before it: the banner, in the person's time zone; booking pages still work.
  const person = await page.context().newPage();
  await openAs(person, CONSUMER, 'Mina Larsen', '/');
  const banner = person.getByTestId('maintenance-banner');
  await expect(banner).toContainText(/Scheduled maintenance from .+ (EST|EDT) to .+/);
  await person.goto(`${CONSUMER}/cars/book`);
  await expect(person.getByTestId('maintenance-booking-paused')).toHaveCount(0);

  // Inside it (two hours on): booking is paused with a clear message, searching is not.
  for (let i = 0; i < 2; i++) {
    await page.getByRole('button', { name: '+1 hour' }).click();
    await expect(page.getByText('Clock moved +1 hour.')).toBeVisible();
  }
  await expect(section.getByTestId('sandbox-maintenance-phase')).toHaveText(
    'Under way (booking paused)',
  );
  await person.goto(`${CONSUMER}/cars/book`);
  await expect(
    person.getByRole('heading', { name: 'Booking is paused for maintenance', level: 1 }),
  ).toBeVisible();
  await expect(person.getByTestId('maintenance-booking-paused')).toContainText(
    'Nothing has been booked or charged.',
  );
  await expect(banner).toContainText('Booking is paused until');

  // At its end the page lifts itself, with no reload.
  await page.getByRole('button', { name: '+1 hour' }).click();
  await expect(section.getByTestId('sandbox-maintenance-phase')).toHaveText('Ended');
  await person.clock.fastForward('01:00:00');
  await expect(person.getByTestId('maintenance-booking-paused')).toHaveCount(0);
  await expect(banner).toHaveCount(0);
});
