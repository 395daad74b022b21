import type { Locator } from '@playwright/test';

/**
 * Types a yyyy-mm-dd date into the UI kit's date input (day, month and year boxes), as an applicant would. `group`
 * is its fieldset (`page.getByRole('group', { name })`) or anything holding exactly one date input.
 */
export async function fillDate(group: Locator, iso: string): Promise<void> {
  const [year = '', month = '', day = ''] = iso.split('-');
  await group.getByLabel('Day', { exact: true }).fill(day);
  await group.getByLabel('Month', { exact: true }).fill(month);
  await group.getByLabel('Year', { exact: true }).fill(year);
}
