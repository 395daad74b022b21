export * from './languages';
export * from './namespaces';
export * from './create-i18n';
export * from './format';
export * from './option-labels';
export { I18nextProvider, Trans, useTranslation } from 'react-i18next';
export type { i18n as I18n, TFunction } from 'i18next';
