// Local only: screenshots of every application screen (run with playwright test --config none).
import { test } from '@playwright/test';
import { createApplicationThroughSteps } from './support/create-application';

test.describe.configure({ timeout: 300_000 });

for (const viewport of [{ width: 390, height: 844 }, { width: 1366, height: 768 }]) {
  test(`screens at ${viewport.width}`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const shot = async (name: string) => {
      if (viewport.width > 400) return void (await page.screenshot({ path: `/tmp/shots/${name}-${viewport.width}.png`, fullPage: true }));
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let y = 0, i = 0; y < height && i < 6; y += 844, i += 1) {
        await page.screenshot({ path: `/tmp/shots/${name}-${viewport.width}-${i}.png`, fullPage: true, clip: { x: 0, y, width: 390, height: Math.min(844, height - y) } });
      }
    };
    await page.goto('/Apply');
    await page.getByRole('button', { name: 'Save and Continue' }).click();
    await page.waitForTimeout(500);
    await shot('step1-errors');
    await page.locator('#field-visaService').selectOption('tourist');
    await page.locator('input[name=serviceSubCategory][value="30D"]').check();
    await shot('step1-tourist');
    const { id } = await createApplicationThroughSteps(page, 'sports', { through: 1 });
    for (const n of [2, 3, 4, 5]) {
      await page.goto(`/Apply${n}/${id}`);
      await page.locator('main form').waitFor();
      await shot(`step${n}`);
    }
    await page.goto(`/Apply3/${id}`);
    await page.locator('input[name=maritalStatus][value=Married]').check();
    await page.locator('input[name=inMilitaryOrganization][value=Yes]').check();
    await page.locator('#field-sameAsPermanent').check();
    await shot('step3-reveals');
    await page.goto(`/Apply5/${id}`);
    await page.locator('input[name=visitedIndiaBefore][value=yes]').check();
    await page.locator('input[name=saarcCountries][value=yes]').check();
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await page.locator('#field-saarcDetails').selectOption('NP');
    await page.locator('[name=saarcYear]').selectOption({ index: 1 });
    await page.locator('[name=saarcVisits]').fill('2');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await shot('step5-saarc');
    await page.getByRole('button', { name: 'Save and exit' }).click();
    await page.getByRole('heading', { name: 'Your application is saved' }).waitFor();
    await shot('saved');
    await page.goto('/partial-Filled');
    await page.getByRole('button', { name: 'Submit', exact: true }).click();
    await shot('resume-errors');
  });
}
