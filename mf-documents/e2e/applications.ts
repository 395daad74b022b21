// Applications made through the API from the test (page.request shares the browser's cookies), so the
// journey starts at the photograph page without driving the step-1 to step-5 screens of another remote.
import { expect, type Page } from '@playwright/test';
import { applicantAnswers } from '@evisa/contracts/testing';
import { isoDaysFromToday, saveStepsThroughApi } from '../../libs/testing/e2e/application/complete-application';

export const VISAS = {
  business: { step1: { visaService: 'business', serviceSubCategory: 'joinVessel', serviceSubCat_subCategory: '' }, purpose: {} },
  medical: {
    step1: { visaService: 'medical', serviceSubCategory: 'shortTermMedicalTreatment', serviceSubCat_subCategory: '' },
    purpose: {
      stself_HospitalName: 'Apollo Hospital',
      stself_HospitalAddress: 'Sarita Vihar, New Delhi',
      stself_State: 'Delhi',
      stself_District: 'South Delhi',
      stself_Phone: '+91 11 7179 1090',
      stself_TreatmentType: 'Knee replacement',
    },
  },
  conference: {
    step1: { visaService: 'conference', serviceSubCategory: 'attendConference', serviceSubCat_subCategory: '' },
    purpose: {
      atendConf_nameOfConference: 'International Solar Alliance Assembly',
      atendConf_startDate: isoDaysFromToday(40),
      atendConf_endDate: 'Three days later',
      atendConf_venueAddress: 'Bharat Mandapam, Pragati Maidan',
      atendConf_state: 'Delhi',
      atendConf_district: 'New Delhi',
      atendConf_pincode: '110001',
      atendConf_organizerName: 'Ministry of New and Renewable Energy',
      atendConf_organizerAddress: 'Atal Akshay Urja Bhawan, New Delhi',
      atendConf_organizerPhone: '+91 11 2436 0707',
    },
  },
} as const;

export type Visa = keyof typeof VISAS;

/** Creates an application of `visa` in this browser and saves steps 2 to 5; returns its temporary ID. */
export async function applicationAtPhotoStep(page: Page, visa: Visa): Promise<string> {
  const { step1, purpose } = VISAS[visa];
  const answers = applicantAnswers('tourist30');
  return saveStepsThroughApi(page, { ...answers, step1: { ...answers.step1, ...step1 }, step4: { ...answers.step4, ...purpose } });
}

/** The stored application, as the browser that owns it reads it. */
export async function storedApplication(page: Page, id: string): Promise<Record<string, unknown>> {
  const response = await page.request.get(`/api/visaapplication/application?applicationId=${id}`);
  expect(response.status()).toBe(200);
  return (await response.json()).data;
}
