import type { ReactElement } from 'react';
import { registerNamespace } from '@evisa/i18n';
import { renderScreen } from '@evisa/ui/testing';
import { DESK_NAMESPACE } from '../desk/desk-i18n';

// In the site the shell's desk registers and loads its `staff` namespace (the staff API's messages) before any staff
// screen shows; here the test does, from the same files.
registerNamespace('staff', (language) => import(`../../../shell/locales/${language}/staff.json`));

/** A staff screen at `path` under its route, with the real English texts of the desk. */
export function renderDeskScreen(ui: ReactElement, { path, route }: { path: string; route: string }) {
  return renderScreen(ui, { namespaces: [DESK_NAMESPACE, 'staff', 'common'], path, route });
}
