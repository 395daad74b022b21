import { registerNamespace } from '@evisa/i18n';

/** The passport scan's texts: a namespace of its own, downloaded with the steps that offer the scan. */
export const SCAN_NAMESPACE = 'passport-scan';

registerNamespace(SCAN_NAMESPACE, (language) => import(/* webpackChunkName: "i18n-passport-scan-[request]" */ `../../locales/${language}/passport-scan.json`));
