import { ARRIVAL_PORTS, EVISA_ELIGIBILITY } from '@evisa/reference-data';
import { COUNTRIES_NAMESPACE, formatDate, namedCountries, useTranslation } from '@evisa/i18n';
import { sharedTexts, useInfoTranslation } from '../i18n';

const AIRPORTS = ARRIVAL_PORTS.filter((port) => port.type === 'airport');
const SEAPORTS = ARRIVAL_PORTS.filter((port) => port.type === 'seaport');
// The official list's codes, named by the `countries` texts: not the country list (`COUNTRIES`), whose table of
// English names the home page does not need.
const NATIONALITIES = EVISA_ELIGIBILITY.nationalities;
const ELIGIBLE = new Set(NATIONALITIES);
// Their names are texts of the page like the panel's own: in place before the home page renders, in the pre-render
// and before the page is taken over alike, so its HTML holds the list and React takes it over unchanged.
sharedTexts(COUNTRIES_NAMESPACE);

/** Spec 9.3: the eligibility facts of the home page's information panel, with the arrival ports on request. */
export function VisaFacts() {
  const { t } = useInfoTranslation();
  return (
    <section className="visa-facts" aria-labelledby="visa-facts-title">
      <h2 id="visa-facts-title">{t('home.facts.title')}</h2>
      <ul className="check-list">
        <li>{t('home.facts.twoVisits')}</li>
        <li>{t('home.facts.eligibility', { count: NATIONALITIES.length, date: formatDate(EVISA_ELIGIBILITY.asOf) })}</li>
        <li>{t('home.facts.notEligible')}</li>
        <li>{t('home.facts.ports', { airports: AIRPORTS.length, seaports: SEAPORTS.length })}</li>
        <li>{t('home.facts.secondEntry')}</li>
        <li>{t('home.facts.passport')}</li>
      </ul>
      <details className="disclosure">
        <summary>{t('home.facts.nationalitiesList', { count: NATIONALITIES.length })}</summary>
        <ul className="ports__list nationalities__list">
          <NationalityNames />
        </ul>
      </details>
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

/** The nationalities that may apply, named and ordered in the page's language. */
function NationalityNames() {
  const { t } = useTranslation(COUNTRIES_NAMESPACE);
  return namedCountries(t)
    .filter(({ code }) => ELIGIBLE.has(code))
    .map(({ code, name }) => <li key={code}>{name}</li>);
}
