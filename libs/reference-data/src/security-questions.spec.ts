import { SECURITY_QUESTIONS, SECURITY_QUESTION_KEYS } from './security-questions';

describe('SECURITY_QUESTIONS', () => {
  it('asks the six questions of spec 2.12 in order, each with its givenDetail field', () => {
    expect(SECURITY_QUESTION_KEYS).toEqual(['arrested', 'deported', 'trafficking', 'cyberCrime', 'terrorismSupport', 'asylum']);
    SECURITY_QUESTIONS.forEach((question) => {
      expect(question.detailField).toBe(`givenDetail${question.key}`);
      expect(question.text).toMatch(/^Have you .+\?$/);
    });
  });

  it('words the first question as the government form does', () => {
    expect(SECURITY_QUESTIONS[0].text).toBe('Have you ever been arrested/prosecuted/convicted by Court of Law of any country?');
  });
});
