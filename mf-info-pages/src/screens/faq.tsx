import { Accordion } from '@evisa/ui';
import { screenTexts, useInfoTranslation, withScreenTexts } from '../i18n';
import { ApplyCallToAction } from '../components/apply-call-to-action';
import { InfoPage } from '../components/info-page';
import { textList } from '../components/text-list';

// This screen's parts of the remote's texts (texts/screen-texts.cjs), in the page's language only.
const TEXTS = screenTexts('faq', (language) =>
  import(`../../locales/${language}/info.json?screen=faq`),
);

interface Question {
  q: string;
  a: string;
}

function FaqScreen() {
  const { t } = useInfoTranslation();
  const questions = textList<Question>(t, 'faq.items');
  return (
    <InfoPage screen="Faq" title={t('faq.title')} documentTitle={t('faq.documentTitle')} lead={t('faq.lead')}>
      <Accordion
        headingLevel={2}
        initiallyOpen={null}
        items={questions.map((question, index) => ({ id: `q${index}`, title: question.q, content: <p>{question.a}</p> }))}
      />
      <ApplyCallToAction />
    </InfoPage>
  );
}

export default withScreenTexts(TEXTS, FaqScreen);
