import { SECURITY_QUESTION_KEYS } from '@evisa/reference-data';
import { NOT_OBJECTS, VALID_QUESTIONS } from '../testing/fixtures';
import { validateQuestions } from './questions.rules';

const withValues = (changes: Record<string, unknown>) => validateQuestions({ ...VALID_QUESTIONS, ...changes });

describe('validateQuestions', () => {
  it('accepts six answers and the declaration', () => {
    expect(validateQuestions(VALID_QUESTIONS)).toEqual({});
    expect(withValues({ declaration: 'true' })).toEqual({});
  });

  it.each([[false], ['false'], [undefined], ['yes'], [1]])('requires the declaration, not %p', (declaration) => {
    expect(withValues({ declaration })).toEqual({ declaration: 'declarationRequired' });
  });

  describe.each(SECURITY_QUESTION_KEYS)('%s', (key) => {
    it('asks for details of a Yes', () => {
      expect(withValues({ [key]: 'Yes' })).toEqual({ [`givenDetail${key}`]: 'detailsRequired' });
      expect(withValues({ [key]: 'Yes', [`givenDetail${key}`]: '   ' })).toEqual({ [`givenDetail${key}`]: 'detailsRequired' });
      expect(withValues({ [key]: 'Yes', [`givenDetail${key}`]: 'Explained here' })).toEqual({});
    });

    it('needs an answer of Yes or No', () => {
      expect(withValues({ [key]: '' })).toEqual({ [key]: 'required' });
      expect(withValues({ [key]: 'no' })).toEqual({ [key]: 'invalidOption' });
    });
  });

  it('does not throw on input that is not an object', () => {
    NOT_OBJECTS.forEach((input) => {
      expect(validateQuestions(input)).toEqual({
        ...Object.fromEntries(SECURITY_QUESTION_KEYS.map((key) => [key, 'required'])),
        declaration: 'declarationRequired',
      });
    });
  });
});
