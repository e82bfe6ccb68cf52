import { isoDateIn } from './sandbox-clock';
import { expect, test, type Page } from './fixtures';
import { CONSUMER, CORPORATE, passFirstSession, signInAs } from './fixtures';

/** New York City in the sandbox's GeoNames-based place index. */
const NEW_YORK = 'locationName=New+York+City&location=city%3AC5128581';
const COUNT = /^(\d[\d,]*) hotels?$/;

async function openAvailability(page: Page, origin: string, who: string) {
  await signInAs(page, origin, who);
  await passFirstSession(page);
  await page.goto(
    `${origin}/hotels/availability?${NEW_YORK}&fromDate=${isoDateIn(40)}&untilDate=${isoDateIn(43)}`,
  );
  await expect(
    page.getByRole('heading', { level: 1, name: 'Hotels in New York City' }),
  ).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: COUNT })).toBeVisible({
    timeout: 30_000,
  });
}

async function readCount(page: Page): Promise<number> {
  const text = (await page.getByRole('status').filter({ hasText: COUNT }).textContent()) ?? '';
  return Number(text.replace(/[^\d]/g, ''));
}

const mapOf = (page: Page) => page.getByRole('region', { name: 'Map of hotels in New York City' });

test.describe('hotel map', () => {
  // MapLibre draws with SwiftShader here (no GPU): slower than a person's browser.
  test.slow();

  test('the list follows the map as the person zooms and pans; back to the whole city', async ({
    page,
  }) => {
    await openAvailability(page, CONSUMER, 'Marcus Chen');
    const cityCount = await readCount(page);
    expect(cityCount).toBeGreaterThan(50);

    await page.getByRole('button', { name: 'Show map' }).click();
    await expect(page).toHaveURL(/view=map/);
    const map = mapOf(page);
    // Price pills, or bubbles gathering several hotels, once MapLibre and the shapes are loaded.
    const markers = map.getByRole('button', { name: /, \$\d|hotels? here/ });
    await expect(markers.first()).toBeVisible({ timeout: 60_000 });
    await expect(page).not.toHaveURL(/area=/);

    // Zoom in twice with the map's keyboard controls, then pan east with the arrow keys.
    const canvas = map.locator('canvas');
    await canvas.focus();
    await page.keyboard.press('Equal');
    await page.keyboard.press('Equal');
    await expect(page).toHaveURL(/area=/, { timeout: 10_000 });
    await expect(async () => {
      const zoomed = await readCount(page);
      expect(zoomed).toBeGreaterThan(0);
      expect(zoomed).toBeLessThan(cityCount);
    }).toPass({ timeout: 15_000 });
    const zoomedUrl = page.url();

    // A drag of the map: the area in the URL and the list move with it.
    const box = await canvas.boundingBox();
    if (!box) throw new Error('the map has no size');
    // Near the top of the map, which may run below the window's fold.
    await page.mouse.move(box.x + box.width / 2, box.y + 120);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2 - 200, box.y + 180, { steps: 8 });
    await page.mouse.up();
    await expect.poll(() => page.url(), { timeout: 10_000 }).not.toBe(zoomedUrl);
    expect(new URL(page.url()).searchParams.get('location')).toBe('city:C5128581');
    await expect(page.getByText('Showing hotels in the map’s area.')).toBeVisible();
    const list = page.getByRole('list', { name: 'Hotels' });
    await expect(list).not.toHaveAttribute('aria-busy', 'true', { timeout: 15_000 });

    // The deep link with the area opens the same area and list.
    const areaCount = await readCount(page);
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: COUNT })).toHaveText(
      new RegExp(`^${areaCount.toLocaleString('en-US')} hotels?$`),
      { timeout: 30_000 },
    );

    await page.getByRole('button', { name: 'Show all of New York City' }).click();
    await expect(page).not.toHaveURL(/area=/);
    await expect(page.getByRole('status').filter({ hasText: COUNT })).toHaveText(
      `${cityCount.toLocaleString('en-US')} hotels`,
      { timeout: 15_000 },
    );

    await page.getByRole('button', { name: 'Hide map' }).click();
    await expect(mapOf(page)).toHaveCount(0);
    await expect(page).not.toHaveURL(/view=map/);
  });

  test('open a hotel on the business tenant’s map, heart it, find it on the favorites map', async ({
    page,
  }) => {
    await openAvailability(page, CORPORATE, 'Alan Turing');
    await page.getByRole('button', { name: 'Show map' }).click();
    const map = mapOf(page);
    await expect(map.getByRole('button', { name: /hotels? here|, \$\d/ }).first()).toBeVisible({
      timeout: 60_000,
    });
    // Zoom in on a bubble until a hotel's own pill shows.
    const pills = map.getByRole('button', { name: /, \$\d/ });
    for (let i = 0; i < 6 && (await pills.count()) === 0; i++) {
      await map
        .getByRole('button', { name: /hotels? here/ })
        .first()
        .click();
      await page.waitForTimeout(800);
    }
    const pill = pills.first();
    const pillName = (await pill.getAttribute('aria-label')) ?? '';
    const name = pillName.slice(0, pillName.lastIndexOf(','));
    await pill.click();
    await expect(pill).toHaveAttribute('aria-pressed', 'true');

    const card = page.locator('.maplibregl-popup');
    await expect(card.getByRole('link', { name })).toBeVisible();
    await card.getByRole('button', { name: `Save ${name} to favorites` }).click();
    await expect(
      card.getByRole('button', { name: `Remove ${name} from favorites` }),
    ).toHaveAttribute('aria-pressed', 'true');

    await page.goto(`${CORPORATE}/favorites/`);
    await page.getByRole('button', { name: 'Map', exact: true }).click();
    await expect(page).toHaveURL(/view=favorites_map/);
    const favoritesMap = page.getByRole('region', { name: 'Map of your favorite hotels' });
    const saved = favoritesMap.getByRole('button', { name: new RegExp(`^${escape(name)}, `) });
    await expect(saved).toBeVisible({ timeout: 30_000 });
    await saved.click();
    const favoriteCard = page.locator('.maplibregl-popup');
    await expect(favoriteCard.getByRole('link', { name })).toBeVisible();
    await favoriteCard.getByRole('button', { name: `Remove ${name} from favorites` }).click();
    await expect(page.getByText('No favorites yet')).toBeVisible();
  });

  test('the offline map shows the city’s water and names its places, with no tile server', async ({
    page,
  }) => {
    const offline: number[] = [];
    page.on('response', (response) => {
      if (response.url().includes('/api/v0/map/offline.json')) offline.push(response.status());
    });
    await openAvailability(page, CONSUMER, 'Leo Martin');
    await page.getByRole('button', { name: 'Show map' }).click();
    const map = mapOf(page);
    await expect(map.getByRole('button', { name: /, \$\d|hotels? here/ }).first()).toBeVisible({
      timeout: 60_000,
    });
    expect(offline).toEqual([200]);
    // New York at city scale: the rivers and the harbour are water, not one block of land, and
    // the places around are named on the map itself (MapLibre draws them as the data arrives).
    await expect
      .poll(async () => (await measureMap(page, map)).water, { timeout: 30_000 })
      .toBeGreaterThan(0.04);
    await expect
      .poll(async () => (await measureMap(page, map)).text, { timeout: 30_000 })
      .toBeGreaterThan(0.0005);
  });
});

/** The offline style's water (MAP_PALETTE.water). */
const WATER = [0xc9, 0xdf, 0xee] as const;

/**
 * What share of a screenshot is water, and what share is dark text, counted in the page (the
 * browser decodes the PNG). The hotels' pills are hidden first, so dark text is the map's labels.
 */
async function measureMap(page: Page, map: ReturnType<typeof mapOf>) {
  await map.locator('.wf-map-pill, .wf-map-cluster, .wf-map-overlay').evaluateAll((elements) => {
    for (const element of elements) (element as HTMLElement).style.visibility = 'hidden';
  });
  const shot = await map.screenshot();
  return page.evaluate(
    async ({ png, water }) => {
      const image = new Image();
      image.src = `data:image/png;base64,${png}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.width;
      canvas.height = image.height;
      const context = canvas.getContext('2d');
      if (!context) return { water: 0, text: 0 };
      context.drawImage(image, 0, 0);
      // The middle of the map: no controls or attribution there.
      const data = context.getImageData(
        Math.round(canvas.width * 0.15),
        Math.round(canvas.height * 0.15),
        Math.round(canvas.width * 0.7),
        Math.round(canvas.height * 0.7),
      ).data;
      let wet = 0;
      let dark = 0;
      for (let i = 0; i < data.length; i += 4) {
        const [r = 0, g = 0, b = 0] = [data[i], data[i + 1], data[i + 2]];
        if (Math.abs(r - water[0]) < 8 && Math.abs(g - water[1]) < 8 && Math.abs(b - water[2]) < 8)
          wet++;
        if (r < 110 && g < 120 && b < 130) dark++;
      }
      const pixels = data.length / 4;
      return { water: wet / pixels, text: dark / pixels };
    },
    { png: shot.toString('base64'), water: WATER },
  );
}

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
