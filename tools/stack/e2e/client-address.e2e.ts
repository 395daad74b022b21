import { expect, test, type Browser, type Page } from '@playwright/test';
import { isoDaysFromToday } from '../../../libs/testing/e2e/application/complete-application';
import { heldEntryRunning } from '../../../libs/testing/e2e/server-elements';

// `npm start`'s site passes each visitor's address to the API (tools/stack/static-server.mjs), so one
// visitor's refusals never reach another. Locally every browser connects from 127.0.0.1; two testers reach the site
// through a forwarder that names them in X-Forwarded-For, which the site keeps and adds its own peer to.

const DATE_OF_BIRTH = '1985-04-12';

async function browserAt(browser: Browser, address: string): Promise<Page> {
  const context = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': address } });
  const page = await context.newPage();
  await page.goto('/partial-Filled');
  await heldEntryRunning(page);
  return page;
}

/** A look-up from the page itself (as the resume form sends it), answering the HTTP status. */
function lookUp(page: Page, applicationId: string, dateOfBirth: string): Promise<number> {
  return page.evaluate(
    async ({ applicationId, dateOfBirth }) =>
      (
        await fetch('/api/visaapplication/findApplication', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ applicationId, dateOfBirth }),
        })
      ).status,
    { applicationId, dateOfBirth },
  );
}

test("two browsers with different addresses have separate look-up limits through the site", async ({ browser, request }) => {
  const created = await request.post('/api/visaapplication/newApplication', {
    headers: { 'X-Forwarded-For': '192.0.2.50' },
    data: {
      applicationType: 'normal',
      passportType: 'ordinary',
      surname: 'Address',
      givenName: 'Check',
      nationality: 'GB',
      portOfArrival: 'delhi-airport',
      dateOfBirth: DATE_OF_BIRTH,
      email: 'address.check@example.com',
      confirmEmail: 'address.check@example.com',
      contactNo: '+44 20 7946 0958',
      expectedArrival: isoDaysFromToday(30),
      visaService: 'tourist',
      serviceSubCategory: '30D',
      serviceSubCat_subCategory: 'recreation',
    },
  });
  expect(created.status()).toBe(200);
  const id: string = (await created.json()).data.uniqueId;

  const first = await browserAt(browser, '198.51.100.10');
  const second = await browserAt(browser, '198.51.100.20');
  const wrong = '1990-01-01';
  const firstAnswers: number[] = [];
  for (let attempt = 0; attempt < 6; attempt += 1) firstAnswers.push(await lookUp(first, id, wrong));
  // Five wrong dates of birth for one number from one address, then that address is refused (429) ...
  expect(firstAnswers.slice(0, 5).every((status) => status !== 429 && status !== 200)).toBe(true);
  expect(firstAnswers[5]).toBe(429);
  // ... while the other browser is still heard: its wrong date is just wrong, its right one finds the application.
  const secondWrong = await lookUp(second, id, wrong);
  expect(secondWrong === 429 || secondWrong === 200).toBe(false);
  expect(await lookUp(second, id, DATE_OF_BIRTH)).toBe(200);
});
