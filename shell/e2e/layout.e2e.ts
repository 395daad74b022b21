// Every screen of the site at the narrowest phone width (320 CSS pixels): nothing may scroll sideways.
// The application screens are loaded with a business application (its purpose sections and documents make the
// longest forms), made through the API from the test so that the browser holds its access cookie.
import { expect, test, type Page } from '@playwright/test';
import { applicantAnswers, purposeAnswers } from '@evisa/contracts/testing';
import { SCREEN_ROUTES } from '../src/screen-routes';

const PHONE_WIDTH = 320;

async function businessApplication(page: Page): Promise<string> {
  const answers = applicantAnswers('businessMeeting', { email: `layout.${Date.now()}@example.com` });
  const created = await page.request.post('/api/visaapplication/newApplication', { data: answers.step1 });
  expect(created.status(), await created.text()).toBe(200);
  const id: string = (await created.json()).data.uniqueId;
  const step4 = { ...answers.step4, ...purposeAnswers('businessMeeting') };
  for (const [index, body] of [answers.step2, answers.step3, step4, answers.step5].entries()) {
    const saved = await page.request.patch(`/api/visaapplication/applicationSubmitStep${index + 2}?applicationId=${id}`, { data: body });
    expect(saved.status(), `step ${index + 2}: ${await saved.text()}`).toBe(200);
  }
  return id;
}

/** The elements wider than the page, for a failure message that says where to look. */
async function overflowingElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    return [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((element) => element.getBoundingClientRect().right > width + 0.5 && getComputedStyle(element).position !== 'fixed')
      .filter((element) => ![...element.children].some((child) => child.getBoundingClientRect().right > width + 0.5))
      .slice(0, 5)
      .map((element) => `${element.tagName.toLowerCase()}.${[...element.classList].join('.')} "${(element.textContent ?? '').trim().slice(0, 60)}"`);
  });
}

test.describe('layout at 320 px', () => {
  test.use({ viewport: { width: PHONE_WIDTH, height: 640 } });

  test('no screen scrolls sideways', async ({ page }) => {
    test.setTimeout(240_000);
    const id = await businessApplication(page);
    const paths = [...SCREEN_ROUTES.map((route) => route.path.replace(':id', id)), '/no-such-page'];
    const failures: string[] = [];
    for (const path of paths) {
      await page.goto(path);
      await expect(page.locator('#main h1').first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      // Open every disclosure: what is inside must fit too.
      await page.evaluate(() => document.querySelectorAll('details').forEach((details) => (details.open = true)));
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, clientWidth: document.documentElement.clientWidth }));
      if (scrollWidth > clientWidth) failures.push(`${path}: ${scrollWidth} px wide at ${clientWidth} px (${(await overflowingElements(page)).join('; ')})`);
    }
    expect(failures).toEqual([]);
  });
});

test.describe('layout on a desktop', () => {
  test.use({ viewport: { width: 1366, height: 900 } });

  test('fields side by side: each control sits directly under its own label, whatever hint or error a neighbour has', async ({ page }) => {
    await page.goto('/Apply');
    // The form follows the page's first paint, and its later section (the travel's) follows the form's.
    await expect(page.locator('#main form [name="portOfArrival"]')).toBeVisible();
    // With and without errors: a submit with nothing filled shows an error under every required control.
    for (const round of ['empty', 'errors']) {
      if (round === 'errors') await page.locator('#main form button[type="submit"]').first().click();
      const { checked, apart } = await page.evaluate(() => {
        const found: string[] = [];
        const cells = [...document.querySelectorAll<HTMLElement>('.form-section__fields > .field:not(.field--checkbox)')].filter(
          (cell) => !cell.matches('.field--group') || cell.matches('.date-input'),
        );
        for (const cell of cells) {
          const label = cell.querySelector<HTMLElement>(':scope > .field__label')!;
          const control = cell.querySelector<HTMLElement>(':scope > .control, :scope > .date-input__parts')!;
          const gap = control.getBoundingClientRect().top - label.getBoundingClientRect().bottom;
          // The label's own margin is 4 px: more means something stands between a label and its control.
          if (gap > 8) found.push(`${label.textContent}: ${Math.round(gap)} px below its label`);
        }
        return { checked: cells.length, apart: found };
      });
      expect(checked, 'fields found on /Apply').toBeGreaterThan(10);
      expect(apart, `/Apply (${round})`).toEqual([]);
    }
  });
});
