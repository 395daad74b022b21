import { STEP3_DECLARATIONS, type Step3Payload } from '@evisa/contracts';
import { stepDto } from '../steps/step-dto';

/** Body of PATCH applicationSubmitStep3: the step-3 fields of spec 3.1, nothing else. */
export class Step3Dto extends stepDto<Step3Payload>(STEP3_DECLARATIONS) {}
