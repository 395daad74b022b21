export * from './messages';
export * from './routes';

export * from './application/field-list';
export * from './application/step1';
export * from './application/step2';
export * from './application/step3';
export * from './application/purpose-groups';
export * from './application/step4';
export * from './application/step5';
export * from './application/visit-details';
export * from './application/uploads';
export * from './application/questions';
export * from './application/application-record';
export * from './application/record-fields';
export * from './application/steps';
export * from './application/answer-sections';

export * from './api/envelopes';
export * from './api/results';
export * from './api/reads';
export * from './api/payments';

export * from './values/iso-date';
export * from './values/phone';
export * from './values/email';
export * from './values/agency-contacts';
export * from './values/untrusted';

export * from './rules/field-errors';
export * from './rules/birth-date';
export * from './rules/passport-dates';
export * from './rules/arrival-window';
export * from './rules/step1.rules';
export * from './rules/step2.rules';
export * from './rules/step3.rules';
export * from './rules/purpose-section.rules';
export * from './rules/step4.rules';
export * from './rules/saarc.rules';
export * from './rules/step5.rules';
export * from './rules/visit-details.rules';
export * from './rules/uploads.rules';
export * from './rules/questions.rules';
export * from './rules/resume.rules';
export * from './rules/payment.rules';
export * from './rules/contact.rules';

export * from './desk/review-states';
export * from './desk/review-deadline';
export * from './desk/queue';
export * from './desk/staff';
export * from './desk/staff-messages';
export * from './desk/audit';
export * from './desk/checklists';
export * from './desk/review';
export * from './desk/corrections';
export * from './desk/correction-messages';
export * from './desk/refunds';
