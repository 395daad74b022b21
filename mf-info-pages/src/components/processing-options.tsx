import { formatUsd } from '@evisa/i18n';
import { APPLICATION_TYPES } from '@evisa/reference-data';
import { useInfoTranslation } from '../i18n';
import { scheduleInForce } from '../fees/fee-quotes';

interface ProcessingOptionsProps {
  /** Key prefix of the texts: 'services' (Services page) or 'products' (service packages). */
  textPrefix: 'services' | 'products';
  headingLevel?: 2 | 3;
}

const TEXT_KEYS = {
  services: { normal: 'services.normal', urgent: 'services.urgent', fee: 'services.serviceFee' },
  products: { normal: 'products.standard', urgent: 'products.urgent', fee: 'products.serviceFee' },
} as const;

/** Normal and urgent processing (spec 9.1) side by side, each with its service fee from the fee schedule. */
export function ProcessingOptions({ textPrefix, headingLevel = 3 }: ProcessingOptionsProps) {
  const { t, i18n } = useInfoTranslation();
  const schedule = scheduleInForce();
  const keys = TEXT_KEYS[textPrefix];
  const Heading = `h${headingLevel}` as const;
  return (
    <ul className="card-grid card-grid--two">
      {APPLICATION_TYPES.map(({ value }) => (
        <li key={value}>
          <article className={value === 'urgent' ? 'card card--highlight' : 'card'}>
            <Heading className="card__title">{t(`${keys[value]}.name`)}</Heading>
            <p className="card__eyebrow">{t(`${keys[value]}.time`)}</p>
            <p>{t(`${keys[value]}.body`)}</p>
            <p className="card__price">{t(keys.fee, { fee: formatUsd(schedule.serviceFees[value], i18n.language) })}</p>
          </article>
        </li>
      ))}
    </ul>
  );
}
