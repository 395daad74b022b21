export * from './languages';
export * from './namespaces';
export * from './create-i18n';
export * from './format';
export * from './country-names';
export * from './option-labels';
export { DEFAULT_NAMESPACE, type TFunction, type TOptions, type Texts } from './translator';
export { TranslationProvider } from './react/provider';
export { useTranslation } from './react/use-translation';
