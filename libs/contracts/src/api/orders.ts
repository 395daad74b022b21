import type { FeeQuote } from '@evisa/reference-data';
import type { ApplicationStatus } from '../application/application-record';
import type { ApplicationStep } from '../application/steps';
import type { Step1Payload } from '../application/step1';
import { STEP3_SHARED_FIELDS, type Step3Payload } from '../application/step3';
import type { VisitPlanFields } from '../application/step4';
import type { Step5Payload } from '../application/step5';
import type { ReviewState } from '../desk/review-states';

/**
 * Several travellers, one order: a family or a group applies together and pays once. Each traveller
 * is a complete application with its own number; the first one is the order's lead. The lead's number opens the
 * whole order; a traveller's own number opens only their application. An application of no order is an order of
 * one and behaves as before.
 */

/** Travellers in one order, the lead included. */
export const MAX_TRAVELLERS = 9;

/**
 * The answers usually the same for everyone travelling together, which a traveller can copy from the lead with
 * one choice (then edit), by the step that holds them: the arrival date and port, the address, the parents'
 * details, the places to visit and the port of exit, the references in India.
 */
export const SHARED_ANSWER_FIELDS = {
  step1: ['portOfArrival', 'expectedArrival'],
  step3: STEP3_SHARED_FIELDS,
  step4: ['placeVisited1', 'placeVisited2', 'expectedPortOfExit'],
  step5: ['referenceNameIndia', 'referenceAddressIndia', 'referencePhoneIndia'],
} as const satisfies {
  step1: readonly (keyof Step1Payload)[];
  step3: readonly (keyof Step3Payload)[];
  step4: readonly (keyof VisitPlanFields)[];
  step5: readonly (keyof Step5Payload)[];
};

/**
 * What a new traveller's step 1 can also start from (the lead's e-mail address and phone, visa choices): filled in
 * before the traveller's application exists, and saved by its own step 1 and its rules (the fee, the visa's
 * documents and purpose), never copied into an existing application.
 */
export const NEW_TRAVELLER_STEP1_FIELDS = [
  ...SHARED_ANSWER_FIELDS.step1,
  'email',
  'contactNo',
  'applicationType',
  'visaService',
  'serviceSubCategory',
  'serviceSubCat_subCategory',
] as const satisfies readonly (keyof Step1Payload)[];

/** The steps that hold shared answers. */
export type SharedAnswerStep = keyof typeof SHARED_ANSWER_FIELDS;
export type SharedAnswerField = (typeof SHARED_ANSWER_FIELDS)[SharedAnswerStep][number];

type NewTravellerStep1Field = (typeof NEW_TRAVELLER_STEP1_FIELDS)[number];

/** Every answer a traveller can take from the lead (GET ORDER_API.sharedAnswers), once. */
export const ALL_SHARED_ANSWER_FIELDS: readonly (SharedAnswerField | NewTravellerStep1Field)[] = [
  ...new Set([...NEW_TRAVELLER_STEP1_FIELDS, ...Object.values(SHARED_ANSWER_FIELDS).flat()]),
];

/** The lead's shared answers as stored (a field the lead has not answered is absent). */
export type SharedAnswers = Partial<Pick<Step1Payload & Step3Payload & VisitPlanFields & Step5Payload, SharedAnswerField | NewTravellerStep1Field>>;

/** The order's API paths (under the API client's base URL). `leadId`: the lead's application number. */
export const ORDER_API = {
  /** GET: the order (OrderView). */
  read: (leadId: string) => `/orders/${encodeURIComponent(leadId)}`,
  /** GET: the lead's shared answers (SharedAnswers), to prefill a new traveller's step 1. */
  sharedAnswers: (leadId: string) => `/orders/${encodeURIComponent(leadId)}/shared-answers`,
  /** POST AddTravellerRequest: creates the next traveller's application from its step 1 (ApplicationIdResult). */
  addTraveller: (leadId: string) => `/orders/${encodeURIComponent(leadId)}/travellers`,
  /** DELETE: removes a traveller before payment (RemoveTravellerResult). */
  traveller: (leadId: string, travellerId: string) => `/orders/${encodeURIComponent(leadId)}/travellers/${encodeURIComponent(travellerId)}`,
  /** POST (no body): copies the lead's shared answers into the traveller's application (CopySharedAnswersResult). */
  copyShared: (leadId: string, travellerId: string) =>
    `/orders/${encodeURIComponent(leadId)}/travellers/${encodeURIComponent(travellerId)}/copy-shared-answers`,
} as const;

/**
 * Body of POST ORDER_API.addTraveller: the new traveller's step 1 (validated exactly as newApplication's) and
 * the language of that traveller's e-mails. The lead's browser is granted access to the new application.
 */
export type AddTravellerRequest = Step1Payload & { language?: string };

/**
 * `data` of POST ORDER_API.copyShared: the steps whose shared answers were replaced by the lead's. Steps 3, 4
 * and 5 among them are left incomplete for the traveller to check and save (each step's rules run then); step 1
 * stays complete (the copied arrival date and port are checked with step 1's rules before they are saved).
 */
export type CopySharedAnswersResult = { uniqueId: string; copiedSteps: SharedAnswerStep[]; stepsToConfirm: ApplicationStep[] };

/** `data` of DELETE ORDER_API.traveller: the traveller removed (their application and files are gone). */
export type RemoveTravellerResult = { uniqueId: string };

/** One traveller of an order, as the order page lists them. */
export type OrderTraveller = {
  uniqueId: string;
  /** True for the order's first traveller, whose number opens the whole order and who pays. */
  lead: boolean;
  givenName: string;
  surname: string;
  visaService: string;
  serviceSubCategory: string;
  applicationType: string;
  status: ApplicationStatus;
  completedSteps: ApplicationStep[];
  /** The first step not yet saved (the page links to it), or null when the application is complete. */
  nextStep: ApplicationStep | null;
  /** The traveller's fee by the fee schedule (the quote charged once paid); null when no fee applies to the answers. */
  fee: FeeQuote | null;
  /** Complete, priced and still payable (draft or awaiting payment). */
  payable: boolean;
};

/** `data` of GET ORDER_API.read: the order page's content. Amounts are in `currency`. */
export type OrderView = {
  leadId: string;
  /** The lead first, then the others in the order they were added. */
  travellers: OrderTraveller[];
  maxTravellers: number;
  /** The lead is still payable and the order has fewer than MAX_TRAVELLERS. */
  canAddTraveller: boolean;
  /** Sum of the fees; null while a traveller has no fee. */
  total: number | null;
  governmentFee: number | null;
  serviceFee: number | null;
  currency: 'USD';
  /** Every traveller is complete and payable: payment (from the lead's id) may start. */
  canPay: boolean;
  /** Every traveller is paid. */
  paid: boolean;
};

/** One traveller's line of a receipt. */
export type ReceiptTraveller = {
  uniqueId: string;
  givenName: string;
  surname: string;
  governmentFee: number;
  serviceFee: number;
  total: number;
};

/** The other applications of an application's order, as the desk's review shows them (empty for an order of one). */
export type DeskOrderMember = {
  uniqueId: string;
  lead: boolean;
  givenName: string;
  surname: string;
  status: ApplicationStatus;
  /** The desk's state once paid (null before payment). */
  reviewState: ReviewState | null;
};

/** The order an application belongs to, on the desk's review. */
export type DeskOrder = { leadId: string; members: DeskOrderMember[] };

/**
 * The order's answers. The pages tell them apart by HTTP status and this exact text (`err` of the failure
 * envelope) and show their own translated wording; the English here is for API users and logs.
 */
export const ORDER_MESSAGES = {
  added: 'Traveller added to the order.',
  copied: 'The shared answers were copied from the first traveller. Please check them and save each step.',
  removed: 'Traveller removed from the order.',
  read: 'Order loaded',
  full: `An order can have at most ${MAX_TRAVELLERS} travellers.`,
  notLead: "This is not the first traveller's application. The order is managed and paid from the first traveller's application.",
  payFromLead: "This application is part of an order with other travellers. The whole order is paid from the first traveller's application.",
  notInOrder: 'This application is not part of this order.',
  leadNotPayable: 'This order has already been paid or is blocked, so travellers can no longer be added or changed.',
  leadWithOthers: 'The first traveller cannot be removed while other travellers remain in the order. Remove the other travellers first.',
  removePaid: 'This traveller has already been paid for and cannot be removed. The agency refunds paid travellers: please contact us.',
  incompleteTravellers: "Please complete every traveller's application before paying for the order.",
} as const;
