import { useTranslation } from '@evisa/i18n';
import { NAMESPACE } from '../i18n';

function Notice({ id, title, lines }: { id: string; title: string; lines: string[] }) {
  return (
    <section className="payment-notice" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <ul>
        {lines.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  );
}

/** The payment notice and the disclaimer of spec 2.14. */
export function PaymentNotices() {
  const { t } = useTranslation(NAMESPACE);
  const lines = (key: string) => t(key, { returnObjects: true }) as unknown as string[];
  return (
    <>
      <Notice id="payment-notice" title={t('payment.noticeTitle')} lines={lines('payment.notice')} />
      <Notice id="payment-disclaimer" title={t('payment.disclaimerTitle')} lines={lines('payment.disclaimer')} />
    </>
  );
}
