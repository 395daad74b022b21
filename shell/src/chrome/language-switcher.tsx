import { changeLanguage, isLanguageCode, LANGUAGE_QUERY, LANGUAGES, useTranslation } from '@evisa/i18n';

/**
 * The language choice. A form that asks for this page in the chosen language (`?lang=`, which the servers answer
 * in it): without script its submit button shows and sends it; until the page's script has taken the page over, a
 * change asks for it (startup/hydration-on-interaction.ts); from then on a change switches the language in place.
 */
export function LanguageSwitcher() {
  const { t, i18n } = useTranslation('shell');
  return (
    <form className="language-switcher" method="get">
      <label>
        <span className="visually-hidden">{t('language')}</span>
        <select
          name={LANGUAGE_QUERY}
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
      <noscript>
        <button type="submit" className="language-switcher__submit">
          {t('languageSubmit')}
        </button>
      </noscript>
    </form>
  );
}
