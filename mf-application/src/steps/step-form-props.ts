import type { ApplicationRecord } from '@evisa/contracts';
import type { SavedStep } from '../application/application-api';

/** What every step form of an existing application gets from its screen. */
export interface StepFormProps {
  id: string;
  record: ApplicationRecord;
  onSaved: (saved: SavedStep) => void;
}
