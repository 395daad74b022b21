import '../application.css';
import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from '@evisa/routing';
import { NEW_TRAVELLER_STEP1_FIELDS, ROUTES, type AddTravellerRequest, type OrderView } from '@evisa/contracts';
import { LoadFailure, Loading, StepHeading, useApiResource } from '@evisa/api-client';
import { useTranslation } from '@evisa/i18n';
import { Button, useAfterFirstPaint, useToast } from '@evisa/ui';
import { draftKeyOf, draftStorage } from '../form/draft-storage';
import { NAMESPACE } from '../i18n';
import { NumberIssued } from '../steps/step1/number-issued';
import { EMPTY_STEP1, Step1Form } from '../steps/step1/step1-form';
import { orderApi, orderFailureText } from '../travellers/order-api';
import { TRAVELLERS_NAMESPACE } from '../travellers/travellers-i18n';
import '../travellers/travellers.css';

/**
 * /order/{leadId}/traveller: step 1 of a new traveller who joins the lead's order. Their own application
 * with its own number; one choice copies the answers usually shared from the first traveller (the e-mail address,
 * phone, visa choices and arrival here, to change where they differ; the address, parents' details, places and
 * references on the later steps).
 */
export default function AddTravellerScreen() {
  const { id: leadId = '' } = useParams();
  const { t } = useTranslation([TRAVELLERS_NAMESPACE, NAMESPACE]);
  const [order, reload] = useApiResource(leadId, orderApi.read);
  const formShown = useAfterFirstPaint();
  return (
    <section data-screen="mf_application/AddTraveller" className="step-page">
      <StepHeading title={t('add.title')} step="step1" lead={t('step1.lead', { ns: NAMESPACE })} />
      {order.state === 'loading' && <Loading />}
      {order.state === 'failed' && <LoadFailure failure={order.failure} onRetry={reload} />}
      {order.state === 'ready' && formShown && <AddTravellerContent order={order.data} />}
    </section>
  );
}

function AddTravellerContent({ order }: { order: OrderView }) {
  const { t, i18n } = useTranslation([TRAVELLERS_NAMESPACE, NAMESPACE, 'validation']);
  const navigate = useNavigate();
  const toast = useToast();
  const [copy, setCopy] = useState<{ chosen: boolean; busy: boolean; failure?: string; version: number; initial: typeof EMPTY_STEP1 }>({
    chosen: false,
    busy: false,
    version: 0,
    initial: EMPTY_STEP1,
  });
  const copiedRef = useRef<HTMLParagraphElement>(null);
  const sentTo = useRef('');
  const [issued, setIssued] = useState<{ id: string; email: string; emailed: boolean } | null>(null);
  useEffect(() => {
    if (copy.chosen) copiedRef.current?.focus();
  }, [copy.chosen]);
  const lead = order.travellers.find((traveller) => traveller.lead) ?? order.travellers[0];
  const leadName = lead ? `${lead.givenName} ${lead.surname}` : order.leadId;

  if (!order.canAddTraveller) {
    const full = order.travellers.length >= order.maxTravellers;
    return (
      <div className="callout callout--warning" role="status">
        <p>{full ? t('add.full', { max: order.maxTravellers }) : t('messages.leadNotPayable')}</p>
        <p>
          <Link to={ROUTES.order(order.leadId)}>{t('add.backToOrder')}</Link>
        </p>
      </div>
    );
  }

  async function copyFromLead() {
    setCopy((was) => ({ ...was, busy: true, failure: undefined }));
    const shared = await orderApi.sharedAnswers(order.leadId);
    if (!shared.ok) return setCopy((was) => ({ ...was, busy: false, failure: orderFailureText(t, shared) }));
    const copied = Object.fromEntries(NEW_TRAVELLER_STEP1_FIELDS.map((field) => [field, shared.data[field] ?? '']));
    // The form starts again with the copied answers (nothing is typed above the choice yet), in place of its draft.
    draftStorage.clear(draftKeyOf('traveller', order.leadId));
    setCopy((was) => ({ chosen: true, busy: false, version: was.version + 1, initial: { ...EMPTY_STEP1, ...copied, confirmEmail: copied.email ?? '' } }));
  }

  async function added(uniqueId: string, emailed: boolean) {
    // The later steps' shared answers (address, parents, places, references) wait there for the traveller to check and save.
    const copied = copy.chosen ? await orderApi.copyShared(order.leadId, uniqueId) : undefined;
    if (copied && !copied.ok) toast.show('error', orderFailureText(t, copied));
    toast.show('success', t('add.added', { id: uniqueId }));
    setIssued({ id: uniqueId, email: sentTo.current, emailed });
  }

  if (issued) return <NumberIssued id={issued.id} email={issued.email} emailed={issued.emailed} onContinue={() => navigate(ROUTES.apply2(issued.id))} />;

  return (
    <>
      <p>{t('add.intro', { number: order.travellers.length + 1, max: order.maxTravellers, lead: leadName })}</p>
      <section className="callout shared-answers" aria-labelledby="copy-title">
        <h2 id="copy-title">{t('copy.title')}</h2>
        <p>{t('add.copyText', { lead: leadName })}</p>
        {copy.chosen ? (
          <p role="status" tabIndex={-1} ref={copiedRef} className="shared-answers__done">
            {t('add.copied', { lead: leadName })}
          </p>
        ) : (
          <Button variant="secondary" busy={copy.busy} onClick={() => void copyFromLead()}>
            {t('copy.button')}
          </Button>
        )}
        {copy.failure && (
          <p role="alert" className="field-error">
            {copy.failure}
          </p>
        )}
      </section>
      <Step1Form
        key={copy.version}
        application={{ orderLeadId: order.leadId }}
        initial={copy.initial}
        draftKey={draftKeyOf('traveller', order.leadId)}
        send={(values) => {
          sentTo.current = String(values.email ?? '');
          return orderApi.addTraveller(order.leadId, { ...values, language: i18n.language } as AddTravellerRequest);
        }}
        onSaved={({ uniqueId, numberEmailed = false }) => void added(uniqueId, numberEmailed)}
      />
      <p>
        <Link to={ROUTES.order(order.leadId)}>{t('add.backToOrder')}</Link>
      </p>
    </>
  );
}
