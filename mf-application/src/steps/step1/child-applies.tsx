import { Link } from '@evisa/routing';
import { ROUTES } from '@evisa/contracts';
import { useTranslation } from '@evisa/i18n';
import { Button } from '@evisa/ui';
import { NAMESPACE } from '../../i18n';
import type { FormState } from '../../form/use-form-state';

/** The applicant's own details: cleared when the form is to be filled in for the adult instead of the child. */
const APPLICANT_FIELDS = ['surname', 'givenName', 'dateOfBirth'];

/**
 * Beside 'Applicant must be at least 18 years old' on /Apply: how a child applies (with an adult travelling with them,
 * in the adult's order, where no minimum age applies), and the ways to start it.
 */
export function ChildApplies({ form }: { form: FormState }) {
  const { t } = useTranslation(NAMESPACE);
  const startWithAdult = () => {
    form.setMany(Object.fromEntries(APPLICANT_FIELDS.map((field) => [field, ''])));
    document.getElementById('field-surname')?.focus();
  };
  return (
    <section className="callout child-applies form-section__wide" aria-labelledby="child-applies-title">
      <h3 id="child-applies-title">{t('childApplies.title')}</h3>
      <p>{t('childApplies.text')}</p>
      <p className="button-row">
        <Button variant="secondary" onClick={startWithAdult}>
          {t('childApplies.startWithAdult')}
        </Button>
        <Link to={ROUTES.partialFilled}>{t('childApplies.adultApplied')}</Link>
      </p>
    </section>
  );
}
