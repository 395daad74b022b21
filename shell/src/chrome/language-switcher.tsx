import { changeLanguage, isLanguageCode, LANGUAGES, useTranslation } from '@evisa/i18n';

export function LanguageSwitcher() {
  const { t, i18n } = useTranslation('shell');
  return (
    <label className="language-switcher">
      <span className="visually-hidden">{t('language')}</span>
      <select
        value={i18n.resolvedLanguage ?? i18n.language}
        onChange={(event) => {
          if (isLanguageCode(event.target.value)) void changeLanguage(i18n, event.target.value);
        }}
      >
        {LANGUAGES.map((language) => (
          <option key={language.code} value={language.code} lang={language.code}>
            {language.name}
          </option>
        ))}
      </select>
    </label>
  );
}
