import { checkingEveryAnswer, validateContactMessage, validateQuestions, validateStep1, validateStep2, validateStep3, validateStep4, validateStep5 } from '@evisa/contracts';

/**
 * The shared rules as the API runs them, each built once: a rule judges the characters of the answers its own
 * tables declare, and checkingEveryAnswer also judges every other text answer of the input (a stored record's
 * under a step's new answers, a form's extra fields) by the kind its declaration gives (ARCHITECTURE 1). The API
 * validates answers only through these.
 */
export const ANSWER_RULES = {
  step1: checkingEveryAnswer(validateStep1),
  step2: checkingEveryAnswer(validateStep2),
  step3: checkingEveryAnswer(validateStep3),
  step4: checkingEveryAnswer(validateStep4),
  step5: checkingEveryAnswer(validateStep5),
  questions: checkingEveryAnswer(validateQuestions),
  contactMessage: checkingEveryAnswer(validateContactMessage),
};
