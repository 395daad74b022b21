// The visa service, sub-category and application-type names of the e-mails: the site's own translations (the shared
// namespace of libs/i18n, plain JSON), so a mail names the visa exactly as the pages did.
import de from '@evisa/i18n/locales/de/common.json';
import es from '@evisa/i18n/locales/es/common.json';
import fr from '@evisa/i18n/locales/fr/common.json';
import it from '@evisa/i18n/locales/it/common.json';
import ja from '@evisa/i18n/locales/ja/common.json';
import ru from '@evisa/i18n/locales/ru/common.json';
import sv from '@evisa/i18n/locales/sv/common.json';

export type OptionLabels = {
  applicationType: Record<string, string>;
  visaService: Record<string, string>;
  visaSubCategory: Record<string, string>;
};

const SHARED_TEXTS = { de, es, fr, it, ja, ru, sv };

/** The option labels of a translated e-mail (English mails use the reference data's labels, which they equal). */
export function optionLabelsIn(language: keyof typeof SHARED_TEXTS): OptionLabels {
  return SHARED_TEXTS[language].options;
}
