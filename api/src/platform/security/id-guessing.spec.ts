// Issue 8 points 1 and 8: application ids cannot be guessed. Random well-formed ids get the same answer as a real
// id the guesser has no access to, and a guesser is slowed to a handful of tries per quarter hour.
//
// Arithmetic: an id carries 65 random bits. With 20 failed tries per address per 15 minutes, an attacker with
// 10,000 addresses makes about 19 million guesses a day; with a million applications stored, finding any one
// takes on average 2^65 / 10^6 / 1.9e7 ≈ 1.9 million days. A found id still needs the date of birth (5 tries).
import { MESSAGES } from '@evisa/contracts';
import { ID_ALPHABET, ID_LENGTH, ID_PREFIX, newApplicationId } from '../../applicant/applications/application-id';
import { TOO_MANY_ATTEMPTS } from '../common/too-many-attempts.exception';
import { newApplication, readPath, STEP1 } from '../../applicant/steps/step-fixtures';
import { ApiSession } from '../testing/api-session';
import { startSecurityApp, type SecurityApp } from './security-app';

const at = (ip: string) => ({ 'X-Forwarded-For': ip });
const DENIED = JSON.stringify({ status: 403, message: MESSAGES.accessDenied, err: MESSAGES.accessDenied, errors: {}, errorKeys: {} });
const NOT_FOUND = JSON.stringify({ status: 404, message: MESSAGES.applicationNotFound, err: MESSAGES.applicationNotFound, errors: {}, errorKeys: {} });

// A hundred requests one after another, each counted in the database: a busy machine needs more than Jest's default.
describe('guessing application ids (HTTP, real database, default limits)', () => {
  let app: SecurityApp;
  let realId: string;

  beforeAll(async () => {
    app = await startSecurityApp();
    realId = await newApplication(new ApiSession(app.url));
  });
  afterAll(() => app?.close());

  it('makes ids of the documented shape', () => {
    expect(realId).toMatch(new RegExp(`^${ID_PREFIX}[${ID_ALPHABET}]{${ID_LENGTH}}$`));
  });

  it('answers 100 random ids from many addresses exactly like a real one the guesser cannot open', async () => {
    const guesser = new ApiSession(app.url);
    const ids = Array.from({ length: 100 }, newApplicationId);
    ids.splice(37, 0, realId);
    const answers = new Set<string>();
    for (const [i, id] of ids.entries()) {
      const { status, text } = await guesser.request('GET', readPath(id), undefined, at(`203.0.113.${i % 50}`));
      answers.add(`${status} ${text}`);
    }
    expect([...answers]).toEqual([`403 ${DENIED}`]);
  }, 120_000);

  it('answers random numbers in the lookup exactly like a real one with a wrong date of birth', async () => {
    const guesser = new ApiSession(app.url);
    const answers = new Set<string>();
    for (const [i, id] of [...Array.from({ length: 30 }, newApplicationId), realId].entries()) {
      const { status, text } = await guesser.request('POST', '/visaapplication/findApplication', { applicationId: id, dateOfBirth: '1980-02-29' }, at(`192.0.2.${i}`));
      answers.add(`${status} ${text}`);
    }
    expect([...answers]).toEqual([`404 ${NOT_FOUND}`]);
  }, 120_000);

  it('slows one address down to 20 guesses per window, then answers 429 to everything it tries', async () => {
    const guesser = new ApiSession(app.url);
    const statuses: number[] = [];
    for (let i = 0; i < 20; i += 1) {
      const read = i % 2 === 0;
      const answer = read
        ? await guesser.request('GET', readPath(newApplicationId()), undefined, at('198.18.0.7'))
        : await guesser.request('POST', '/visaapplication/findApplication', { applicationId: newApplicationId(), dateOfBirth: STEP1.dateOfBirth }, at('198.18.0.7'));
      statuses.push(answer.status);
    }
    expect(statuses.filter((status) => status === 403 || status === 404)).toHaveLength(20);
    const blocked = await guesser.request('POST', '/visaapplication/findApplication', { applicationId: realId, dateOfBirth: STEP1.dateOfBirth }, at('198.18.0.7'));
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toBe(TOO_MANY_ATTEMPTS.text);
    expect((await guesser.request('GET', readPath(realId), undefined, at('198.18.0.7'))).status).toBe(429);
  });
});
