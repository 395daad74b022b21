/** The whole journey, from step 1 to payment: the application's steps are in mf-application, the photograph, documents and questions in mf-documents, preview and payment in mf-payment. */
export const JOURNEY = ['step1', 'step2', 'step3', 'step4', 'step5', 'photo', 'documents', 'questions', 'preview', 'payment'] as const;

export type JourneyStep = (typeof JOURNEY)[number];
