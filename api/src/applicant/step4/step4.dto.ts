import { STEP4_DECLARATIONS, type Step4Payload } from '@evisa/contracts';
import { stepDto } from '../steps/step-dto';

/**
 * Body of PATCH applicationSubmitStep4: the visit plan and any purpose-section field of spec 3.1. Only the
 * section of the application's sub-category is stored (see STEP4).
 */
export class Step4Dto extends stepDto<Step4Payload>(STEP4_DECLARATIONS) {}
