import { fireEvent, screen, within } from '@testing-library/react';

/**
 * Types a yyyy-mm-dd date into a DateField found by its question (the fieldset's legend), as an applicant would:
 * day, month, then year. `container` narrows the search (a dialog, a section).
 */
export function enterDate(question: RegExp | string, iso: string, container: HTMLElement = document.body): void {
  const group = within(container).getByRole('group', { name: question });
  const [year = '', month = '', day = ''] = iso.split('-');
  fireEvent.change(within(group).getByLabelText('Day'), { target: { value: day } });
  fireEvent.change(within(group).getByLabelText('Month'), { target: { value: month } });
  fireEvent.change(within(group).getByLabelText('Year'), { target: { value: year } });
}

/** The DateField of a question, for assertions on its description and state. */
export function dateGroup(question: RegExp | string): HTMLElement {
  return screen.getByRole('group', { name: question });
}
