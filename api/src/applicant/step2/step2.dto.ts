import { STEP2_DECLARATIONS, STEP2_FIELDS, type Step2Payload } from '@evisa/contracts';
import { stepDto } from '../steps/step-dto';
import { AcceptsStoredRecord } from '../steps/stored-record-echo';

/**
 * Body of PATCH applicationSubmitStep2: the step-2 fields of spec 3.1; the record's other fields are accepted and
 * ignored (spec 7 sends the whole record), anything else is refused.
 */
@AcceptsStoredRecord(STEP2_FIELDS)
export class Step2Dto extends stepDto<Step2Payload>(STEP2_DECLARATIONS) {}
