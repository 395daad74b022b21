import { infoTexts, useInfoTranslation, withScreenTexts } from '../i18n';
import { ApplyCallToAction } from '../components/apply-call-to-action';
import { BulletList } from '../components/bullet-list';
import { InfoPage } from '../components/info-page';

const TEXTS = infoTexts('info-instructions', (language) => import(`../../locales/${language}/info-instructions.json`));

/** How the application works (spec 4.1), what to prepare, and what happens after paying (spec 2.14). */
function InstructionsScreen() {
  const { t } = useInfoTranslation();
  return (
    <InfoPage screen="Instructions" title={t('instructions.title')} lead={t('instructions.lead')}>
      <h2>{t('instructions.readyTitle')}</h2>
      <BulletList t={t} textKey="instructions.ready" className="check-list" />
      <h2>{t('instructions.stepsTitle')}</h2>
      <BulletList t={t} textKey="instructions.steps" ordered className="steps-list" />
      <h2>{t('instructions.resumeTitle')}</h2>
      <p>{t('instructions.resume')}</p>
      <h2>{t('instructions.payTitle')}</h2>
      <p>{t('instructions.pay')}</p>
      <h2>{t('instructions.afterTitle')}</h2>
      <BulletList t={t} textKey="instructions.after" />
      <ApplyCallToAction />
    </InfoPage>
  );
}

export default withScreenTexts([TEXTS], InstructionsScreen);
