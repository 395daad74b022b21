import { asks } from '@evisa/contracts';
import { useTranslation } from '@evisa/i18n';
import { Checkbox, FormSection, RadioGroup, SelectField, TextArea, TextField } from '@evisa/ui/forms';
import type { Fields } from '../../form/use-fields';
import type { FormState } from '../../form/use-form-state';
import { NAMESPACE } from '../../i18n';
import type { useOptionLists } from '../../options/use-option-lists';

export interface SectionProps {
  form: FormState;
  fields: Fields;
  lists: ReturnType<typeof useOptionLists>;
}

/** Present address field -> the permanent address field it fills when 'Same as present address' is ticked. */
export const PERMANENT_FROM_PRESENT = {
  permanentHouseNo: 'presentHouseNo',
  permanentVillageTownCity: 'presentVillageTownCity',
  permanentState: 'presentState',
  permanentPostalCode: 'presentPostalCode',
} as const;

export function AddressSections({ form, fields, lists }: SectionProps) {
  const { t } = useTranslation(NAMESPACE);
  const same = form.values.sameAsPermanent === true;
  return (
    <>
      <FormSection legend={t('step3.sections.present')}>
        <TextField {...fields.text('presentHouseNo')} autoComplete="address-line1" />
        <TextField {...fields.text('presentVillageTownCity')} autoComplete="address-level2" />
        <SelectField {...fields.text('presentCountry')} placeholder={t('placeholders.country')} options={lists.of('presentCountry')} />
        <TextField {...fields.text('presentState')} autoComplete="address-level1" />
        <TextField {...fields.text('presentPostalCode')} autoComplete="postal-code" />
        <TextField {...fields.text('presentPhoneNo')} type="tel" hint={t('hints.phone')} />
        <TextField {...fields.text('presentMobileNo')} type="tel" autoComplete="tel" hint={t('hints.mobile')} />
      </FormSection>
      <FormSection legend={t('step3.sections.permanent')}>
        <Checkbox {...fields.flag('sameAsPermanent')} />
        {Object.entries(PERMANENT_FROM_PRESENT).map(([permanent, present]) => {
          const bound = fields.text(permanent);
          return <TextField key={permanent} {...bound} value={same ? fields.text(present).value : bound.value} disabled={same} />;
        })}
      </FormSection>
    </>
  );
}

function Parent({ fields, lists, who }: Omit<SectionProps, 'form'> & { who: 'father' | 'mother' }) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <>
      <h3 className="form-section__wide form-subheading">{t(`step3.${who}`)}</h3>
      <TextField {...fields.text(`${who}Name`)} />
      <SelectField {...fields.text(`${who}Nationality`)} placeholder={t('placeholders.country')} options={lists.of(`${who}Nationality`)} />
      <SelectField {...fields.text(`${who}PreviousNationality`)} placeholder={t('placeholders.none')} options={lists.of(`${who}PreviousNationality`)} />
      <TextField {...fields.text(`${who}PlaceOfBirth`)} />
      <SelectField {...fields.text(`${who}CountryOfBirth`)} placeholder={t('placeholders.country')} options={lists.of(`${who}CountryOfBirth`)} />
    </>
  );
}

export function FamilySection({ form, fields, lists }: SectionProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <FormSection legend={t('step3.sections.family')}>
      <Parent fields={fields} lists={lists} who="father" />
      <Parent fields={fields} lists={lists} who="mother" />
      <h3 className="form-section__wide form-subheading">{t('step3.spouse')}</h3>
      <RadioGroup {...fields.choice('maritalStatus')} options={lists.of('maritalStatus')} />
      {asks('spouse', form.values) && (
        <>
          <TextField {...fields.text('spouseName')} />
          <SelectField {...fields.text('SpouseNationality')} placeholder={t('placeholders.country')} options={lists.of('SpouseNationality')} />
          <SelectField {...fields.text('SpousePrevNationality')} placeholder={t('placeholders.none')} options={lists.of('SpousePrevNationality')} />
          <TextField {...fields.text('SpouseBirthPlace')} />
          <SelectField {...fields.text('SpouseCtryOfBirth')} placeholder={t('placeholders.country')} options={lists.of('SpouseCtryOfBirth')} />
        </>
      )}
      <RadioGroup {...fields.choice('grandparentPakistani')} options={lists.of('grandparentPakistani')} />
      {asks('grandparentDetails', form.values) && <TextArea {...fields.text('grandparentPakistaniYes')} />}
    </FormSection>
  );
}

export function OccupationSections({ form, fields, lists }: SectionProps) {
  const { t } = useTranslation(NAMESPACE);
  return (
    <>
      <FormSection legend={t('step3.sections.occupation')}>
        <SelectField {...fields.text('presentOccupation')} placeholder={t('placeholders.select')} options={lists.of('presentOccupation')} />
        <TextField {...fields.text('employerName')} hint={t('hints.employer')} />
        <TextArea {...fields.text('employerAddress')} rows={2} />
        <TextField {...fields.text('designation')} />
        <TextField {...fields.text('employerPhoneNo')} type="tel" />
        <TextField {...fields.text('pastOccupation')} />
      </FormSection>
      <FormSection legend={t('step3.sections.military')}>
        <RadioGroup {...fields.choice('inMilitaryOrganization')} options={lists.of('inMilitaryOrganization')} />
        {asks('militaryService', form.values) && (
          <>
            <TextField {...fields.text('forceOrganizationName')} />
            <TextField {...fields.text('forceOrganizationDesignation')} />
            <TextField {...fields.text('forceOrganizationRank')} />
            <TextField {...fields.text('forceorganizationPlace')} />
          </>
        )}
      </FormSection>
    </>
  );
}
