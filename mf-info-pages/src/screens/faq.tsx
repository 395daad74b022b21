import { Accordion } from '@evisa/ui';
import { infoTexts, useInfoTranslation, withScreenTexts } from '../i18n';
import { ApplyCallToAction } from '../components/apply-call-to-action';
import { InfoPage } from '../components/info-page';
import { textList } from '../components/text-list';

const TEXTS = infoTexts('info-faq', (language) => import(`../../locales/${language}/info-faq.json`));

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

export default withScreenTexts([TEXTS], FaqScreen);
