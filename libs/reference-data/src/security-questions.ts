/**
 * The six security questions of spec 2.12, worded as the Government of India e-Visa form asks them.
 * `detailField` is the record field that holds the applicant's explanation of a 'Yes' answer.
 */
export const SECURITY_QUESTIONS = [
  {
    key: 'arrested',
    detailField: 'givenDetailarrested',
    text: 'Have you ever been arrested/prosecuted/convicted by Court of Law of any country?',
  },
  {
    key: 'deported',
    detailField: 'givenDetaildeported',
    text: 'Have you ever been refused entry/deported by any country including India?',
  },
  {
    key: 'trafficking',
    detailField: 'givenDetailtrafficking',
    text:
      'Have you ever been engaged in Human trafficking/Drug trafficking/Child abuse/Crime against women/' +
      'Economic offense/Financial fraud?',
  },
  {
    key: 'cyberCrime',
    detailField: 'givenDetailcyberCrime',
    text:
      'Have you ever been engaged in Cyber crime/Terrorist activities/Sabotage/Espionage/Genocide/' +
      'Political killing/other act of violence?',
  },
  {
    key: 'terrorismSupport',
    detailField: 'givenDetailterrorismSupport',
    text:
      'Have you ever by any means or medium, expressed views that justify or glorify terrorist violence ' +
      'or that may encourage others to terrorist acts or other serious criminal acts?',
  },
  {
    key: 'asylum',
    detailField: 'givenDetailasylum',
    text: 'Have you sought asylum (political or otherwise) in any country?',
  },
] as const;

export type SecurityQuestionKey = (typeof SECURITY_QUESTIONS)[number]['key'];
export type SecurityQuestionDetailField = (typeof SECURITY_QUESTIONS)[number]['detailField'];

export const SECURITY_QUESTION_KEYS: readonly SecurityQuestionKey[] = SECURITY_QUESTIONS.map((question) => question.key);

/** The text of the declaration the applicant accepts on the questions page (spec 2.12). */
export const DECLARATION_TEXT =
  'I hereby declare that the information furnished above is correct to the best of my knowledge and belief. ' +
  'In case the information is found false at any stage, I am liable for legal action, deportation or blacklisting.';
