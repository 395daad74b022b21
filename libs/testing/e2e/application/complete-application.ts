// Applications made through the API from the test (page.request shares the browser's cookies, so the access
// cookie lands in the browser), for the tests that start at the payment page or later.
import { randomBytes } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { todayIso } from '@evisa/contracts';
import { applicantAnswers, isoDaysFrom } from '@evisa/contracts/testing';
import { passportPng, photo } from '../images';

/** yyyy-mm-dd, `days` from today. */
export function isoDaysFromToday(days: number): string {
  return isoDaysFrom(todayIso(), days);
}

/** An address no other test uses, so the mail sink can be asked for this test's mail only. */
export function uniqueEmail(): string {
  return `traveller.${randomBytes(5).toString('hex')}@example.com`;
}

type StepNumber = 1 | 2 | 3 | 4 | 5;
type StepAnswers = Record<`step${StepNumber}`, object>;

/**
 * Creates an application in this browser with `answers.step1` and saves steps 2 to `through` with the others, as
 * the forms would; returns its temporary ID.
 */
export async function saveStepsThroughApi(page: Page, answers: StepAnswers, through: StepNumber = 5): Promise<string> {
  const created = await page.request.post('/api/visaapplication/newApplication', { data: answers.step1 });
  expect(created.status(), await created.text()).toBe(200);
  const id: string = (await created.json()).data.uniqueId;
  for (let step = 2; step <= through; step += 1) {
    const saved = await page.request.patch(`/api/visaapplication/applicationSubmitStep${step}?applicationId=${id}`, { data: answers[`step${step as StepNumber}`] });
    expect(saved.status(), `step ${step}: ${await saved.text()}`).toBe(200);
  }
  return id;
}

/** Creates a complete 30-day e-Tourist application in this browser (every step, photo, passport, questions). */
export async function completeApplication(page: Page, email = uniqueEmail(), surname?: string): Promise<{ id: string; email: string; dateOfBirth: string }> {
  const answers = applicantAnswers('tourist30', { email, surname });
  const id = await saveStepsThroughApi(page, answers);
  const photoSaved = await page.request.patch(`/api/visaapplication/applicationSubmitStep5?applicationId=${id}`, { multipart: { mainImg: await photo(600, 600) } });
  expect(photoSaved.status(), `photo: ${await photoSaved.text()}`).toBe(200);
  const documents = await page.request.patch(`/api/visaapplication/applicationSubmitStep6?applicationId=${id}`, { multipart: { passportCopy: await passportPng() } });
  expect(documents.status(), `documents: ${await documents.text()}`).toBe(200);
  const questions = await page.request.patch(`/api/visaapplication/applicationSubmitStep7?applicationId=${id}`, { data: answers.questions });
  expect(questions.status(), `questions: ${await questions.text()}`).toBe(200);
  return { id, email, dateOfBirth: answers.step1.dateOfBirth };
}
