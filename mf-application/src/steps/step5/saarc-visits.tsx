import { useState } from 'react';
import { useTranslation } from '@evisa/i18n';
import { saarcErrorField, validateSaarcEntryToAdd, type MessageKey, type SaarcVisit } from '@evisa/contracts';
import { SAARC_COUNTRY_CODES, saarcYearChoices } from '@evisa/reference-data';
import { Button } from '@evisa/ui';
import { fieldId, SelectField, TextField } from '@evisa/ui/forms';
import type { FormState } from '../../form/use-form-state';
import { FORM_NAMESPACES } from '../../i18n';
import type { useOptionLists } from '../../options/use-option-lists';

const EMPTY_ENTRY = { country: '', year: '', visits: '' };

interface SaarcVisitsProps {
  form: FormState;
  lists: ReturnType<typeof useOptionLists>;
  today: string;
}

/**
 * The SAARC visits of the last 3 years (spec 2.9, 5.4): an entry is added only when its country, year and
 * number of visits are filled in (validateSaarcEntryToAdd), and each entry can be removed.
 */
export function SaarcVisits({ form, lists, today }: SaarcVisitsProps) {
  const { t } = useTranslation(FORM_NAMESPACES);
  const [entry, setEntry] = useState(EMPTY_ENTRY);
  const [addError, setAddError] = useState<MessageKey | undefined>();
  const visits = Array.isArray(form.values.saarcDetails) ? (form.values.saarcDetails as SaarcVisit[]) : [];
  const listError = form.errors.saarcDetails;
  const message = addError ?? listError;

  const change = (part: keyof typeof EMPTY_ENTRY, value: string) => {
    setEntry((current) => ({ ...current, [part]: value }));
    setAddError(undefined);
  };
  const add = () => {
    const problem = validateSaarcEntryToAdd(entry, { today });
    if (problem) return setAddError(problem);
    form.set('saarcDetails', [...visits, { country: entry.country, year: Number(entry.year), visits: Number(entry.visits) }]);
    setEntry(EMPTY_ENTRY);
  };
  const remove = (index: number) => form.set('saarcDetails', visits.filter((_, position) => position !== index));
  const partError = (index: number, part: 'country' | 'year' | 'visits') => {
    const key = form.errors[saarcErrorField(index, part)];
    return key ? (
      <span id={fieldId(saarcErrorField(index, part))} tabIndex={-1} className="field__error">
        {t(`validation:${key}`)}
      </span>
    ) : null;
  };

  return (
    <div className="saarc-visits form-section__wide">
      <fieldset className="saarc-visits__add" aria-describedby={message ? 'saarc-add-error' : undefined}>
        <legend className="field__label">{t('saarc.addLegend')}</legend>
        {message && (
          <p id="saarc-add-error" className="field__error" role="alert">
            {t(`validation:${message}`)}
          </p>
        )}
        <div className="saarc-visits__row">
          <SelectField
            id={fieldId('saarcDetails')}
            name="saarcCountry"
            label={t('saarc.country')}
            placeholder={t('placeholders.country')}
            options={SAARC_COUNTRY_CODES.map((code) => ({ value: code, label: lists.countryLabel(code) }))}
            value={entry.country}
            onChange={(event) => change('country', event.target.value)}
          />
          <SelectField
            name="saarcYear"
            label={t('saarc.year')}
            placeholder={t('placeholders.select')}
            options={saarcYearChoices(today).map((year) => ({ value: String(year), label: String(year) }))}
            value={entry.year}
            onChange={(event) => change('year', event.target.value)}
          />
          <TextField name="saarcVisits" label={t('saarc.visits')} type="number" min={1} step={1} inputMode="numeric" value={entry.visits} onChange={(event) => change('visits', event.target.value)} />
        </div>
        <Button variant="secondary" onClick={add}>
          {t('saarc.add')}
        </Button>
      </fieldset>
      {visits.length > 0 && (
        <div className="table-wrap">
          <table className="data-table saarc-visits__table">
            <caption>{t('saarc.listCaption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('saarc.country')}</th>
                <th scope="col">{t('saarc.year')}</th>
                <th scope="col">{t('saarc.visits')}</th>
                <th scope="col">
                  <span className="visually-hidden">{t('saarc.actions')}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {visits.map((visit, index) => (
                <tr key={`${visit.country}-${visit.year}-${index}`}>
                  <td>
                    {lists.countryLabel(visit.country)} {partError(index, 'country')}
                  </td>
                  <td>
                    {visit.year} {partError(index, 'year')}
                  </td>
                  <td>
                    {visit.visits} {partError(index, 'visits')}
                  </td>
                  <td>
                    <Button variant="link" onClick={() => remove(index)} aria-label={t('saarc.removeAccessible', { country: lists.countryLabel(visit.country), year: visit.year })}>
                      {t('saarc.remove')}
                    </Button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
