// Valid answers for every step, with dates relative to today so the tests never go stale. API tests only.
import { todayIso } from '@evisa/contracts';
import { applicantAnswers, isoDaysFrom, purposeAnswers, VISA_CHOICES } from '@evisa/contracts/testing';
import { ApiSession } from '../../platform/testing/api-session';

export const TODAY = todayIso();

export { isoDaysFrom };

const ANSWERS = applicantAnswers('tourist30', { today: TODAY });

export const STEP1 = ANSWERS.step1;
export const STEP2 = { ...ANSWERS.step2, identificationMark: 'Scar on left hand' };
export const STEP3 = ANSWERS.step3;
export const STEP4 = ANSWERS.step4;
export const STEP5 = ANSWERS.step5;

export const BUSINESS_MEETING = VISA_CHOICES.businessMeeting;
export const SPORTS = VISA_CHOICES.sports;
export const CONFERENCE = VISA_CHOICES.conference;

export const BUSINESS_MEETING_SECTION = {
  ...purposeAnswers('businessMeeting', TODAY),
  buzMeet_website: 'https://acme.example',
  buzMeet_IndFirmWebsite: '',
};

export const SPORTS_SECTION = purposeAnswers('sports', TODAY);

export const step = (n: number, id: string, draft = false) =>
  `/visaapplication/applicationSubmitStep${n}?applicationId=${encodeURIComponent(id)}${draft ? '&draft=true' : ''}`;

export const readPath = (id: string) => `/visaapplication/application?applicationId=${encodeURIComponent(id)}`;

/** Creates an application in `session` (which then holds its access cookie) and returns its id. */
export async function newApplication(session: ApiSession, overrides: Record<string, unknown> = {}): Promise<string> {
  const { status, body } = await session.post('/visaapplication/newApplication', { ...STEP1, ...overrides });
  if (status !== 200) throw new Error(`newApplication answered ${status}: ${JSON.stringify(body)}`);
  return body.data.uniqueId;
}

/** Creates an application and saves steps 2 to `last` with the valid answers above. */
export async function applicationThrough(session: ApiSession, last: number, step1: Record<string, unknown> = {}): Promise<string> {
  const id = await newApplication(session, step1);
  const bodies = [STEP2, STEP3, STEP4, STEP5];
  for (let n = 2; n <= last; n += 1) {
    const { status, body } = await session.patch(step(n, id), bodies[n - 2]);
    if (status !== 200) throw new Error(`step ${n} answered ${status}: ${JSON.stringify(body)}`);
  }
  return id;
}

export async function storedRecord(session: ApiSession, id: string) {
  const { status, body } = await session.get(readPath(id));
  if (status !== 200) throw new Error(`GET application answered ${status}`);
  return body.data;
}
