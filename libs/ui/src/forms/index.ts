// `@evisa/ui/forms`: what the screens that ask for something use (the form controls, their ids, the error summary,
// the dialog, step progress, copying a value, where to go after a save). An entry of its own, bundled into each app
// that imports it and not shared like the kit: the kit is one singleton every page loads whole, the home page first,
// which needs only the contact form's two controls (docs/performance.md). None of these holds React context, so a
// page with two copies (the desk: the shell's and a remote's) behaves as with one. What they use of the kit
// (icons, the dialog's focus trap) they import from `@evisa/ui`, so that the page keeps one copy of it.
export * from './field-ids';
export * from './text-field';
export * from './select-field';
export * from './date-field';
export * from './radio-group';
export * from './checkbox';
export * from './text-area';
export * from './file-field';
export * from './form-section';
export * from './read-only-field';
export * from '../feedback/error-summary';
export * from '../feedback/copy-button';
export * from '../dialog/modal';
export * from '../navigation/step-progress';
export * from '../navigation/use-after-save';
