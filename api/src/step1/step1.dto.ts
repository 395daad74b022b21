import { STEP1_FIELDS, type Step1Payload } from '@evisa/contracts';
import { stepDto } from '../steps/step-dto';

/** Body of POST newApplication and PATCH applicationSubmitStep1: the step-1 fields of spec 3.1, nothing else. */
export class Step1Dto extends stepDto<Step1Payload>(STEP1_FIELDS) {}
