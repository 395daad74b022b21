import type { ReactElement } from 'react';
import { renderScreen } from '@evisa/ui/testing';
import { DESK_NAMESPACE } from '../desk-i18n';
import { STAFF_NAMESPACE } from '../session/staff-texts';

/** A staff screen at `path` under its route, with the real English texts of the desk. */
export function renderDeskScreen(ui: ReactElement, { path, route }: { path: string; route: string }) {
  return renderScreen(ui, { namespaces: [DESK_NAMESPACE, STAFF_NAMESPACE, 'common'], path, route });
}
