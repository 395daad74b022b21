// `@evisa/ui/answers`: an application's answers shown read-only (Preview, a paid application's steps, the desk).
// An entry of its own, not shared like the kit: the kit is one singleton every page loads whole, and these (with the
// option lists they name answers from) weigh on pages that show no answers, the home page first.
export * from './answer-format';
export * from './answer-sections';
export * from './answer-section-view';
export * from './locked-application';
export * from './locked-step';
