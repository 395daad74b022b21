import { ARRIVAL_PORTS } from '@evisa/reference-data';
import { useInfoTranslation } from '../i18n';

const AIRPORTS = ARRIVAL_PORTS.filter((port) => port.type === 'airport');
const SEAPORTS = ARRIVAL_PORTS.filter((port) => port.type === 'seaport');

/** Spec 9.3: the eligibility facts of the home page's information panel, with the arrival ports on request. */
export function VisaFacts() {
  const { t } = useInfoTranslation();
  return (
    <section className="visa-facts" aria-labelledby="visa-facts-title">
      <h2 id="visa-facts-title">{t('home.facts.title')}</h2>
      <ul className="check-list">
        <li>{t('home.facts.twoVisits')}</li>
        <li>{t('home.facts.eligibility')}</li>
        <li>{t('home.facts.ports', { airports: AIRPORTS.length, seaports: SEAPORTS.length })}</li>
        <li>{t('home.facts.secondEntry')}</li>
        <li>{t('home.facts.passport')}</li>
      </ul>
      <details className="disclosure">
        <summary>{t('home.facts.portsList')}</summary>
        <div className="ports">
          <div>
            <h3>{t('home.facts.airports')}</h3>
            <ul className="ports__list">
              {AIRPORTS.map((port) => (
                <li key={port.slug}>{port.name}</li>
              ))}
            </ul>
          </div>
          <div>
            <h3>{t('home.facts.seaports')}</h3>
            <ul className="ports__list">
              {SEAPORTS.map((port) => (
                <li key={port.slug}>{port.name}</li>
              ))}
            </ul>
          </div>
        </div>
      </details>
    </section>
  );
}
