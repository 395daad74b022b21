import { registerNamespace, requireNamespace } from '@evisa/i18n';
import { STAFF_NAMESPACE } from '../session/staff-texts';

/** The texts of the admins' templates page and of the "use a template" choice in the case view's forms. */
export const TEMPLATES_NAMESPACE = 'desk-templates';

registerNamespace(TEMPLATES_NAMESPACE, (language) => import(/* webpackChunkName: "i18n-desk-templates-[request]" */ `../../locales/${language}/desk-templates.json`));
requireNamespace(STAFF_NAMESPACE);

/** A language's name in the reader's language ("French" for an English reader), from the browser's own data. */
export function languageName(code: string, readerLanguage: string): string {
  try {
    return new Intl.DisplayNames([readerLanguage], { type: 'language' }).of(code) ?? code;
  } catch {
    return code;
  }
}
