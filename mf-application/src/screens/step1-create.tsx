import '../application.css';
import { useRef, useState } from 'react';
import { useNavigate } from '@evisa/routing';
import { ROUTES } from '@evisa/contracts';
import { useTranslation } from '@evisa/i18n';
import { StepHeading } from '@evisa/api-client';
import { useAfterFirstPaint, useToast } from '@evisa/ui';
import { applicationApi } from '../application/application-api';
import { draftKeyOf } from '../form/draft-storage';
import { NAMESPACE } from '../i18n';
import { NumberIssued } from '../steps/step1/number-issued';
import { EMPTY_STEP1, Step1Form } from '../steps/step1/step1-form';

/**
 * /Apply: step 1, create (spec 2.6). Success toasts the server's message (spec 8), in the applicant's language:
 * `step1.created`, whose English is the API's wording (step1.controller.ts). Before moving to step 2 (spec 4.1), it
 * shows the number to copy or print and whether the e-mail with it was sent. The site's language goes with the
 * answers: that e-mail is written in it.
 */
export default function Step1CreateScreen() {
  const { t, i18n } = useTranslation(NAMESPACE);
  const navigate = useNavigate();
  const toast = useToast();
  // The first paint shows the heading and its lead (the page's largest element) without waiting for the form.
  const formShown = useAfterFirstPaint();
  const sentTo = useRef('');
  const [created, setCreated] = useState<{ id: string; email: string; emailed: boolean } | null>(null);
  return (
    <section data-screen="mf_application/Step1Create" className="step-page">
      <StepHeading title={t('step1.title')} step="step1" lead={t('step1.lead')} />
      {created && <NumberIssued id={created.id} email={created.email} emailed={created.emailed} onContinue={() => navigate(ROUTES.apply2(created.id))} />}
      {formShown && !created && (
        <Step1Form
          initial={EMPTY_STEP1}
          draftKey={draftKeyOf('step1', 'new')}
          send={(values) => {
            sentTo.current = String(values.email ?? '');
            return applicationApi.create(values, i18n.language);
          }}
          onSaved={({ uniqueId, numberEmailed = false }) => {
            toast.show('success', t('step1.created', { id: uniqueId }));
            setCreated({ id: uniqueId, email: sentTo.current, emailed: numberEmailed });
          }}
        />
      )}
    </section>
  );
}
