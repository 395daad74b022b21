import { Injectable } from '@nestjs/common';
import { ApplicationsRepository } from '../applications/applications.repository';
import { saveStepAnswers, type StepSaveResult } from '../steps/step-answers';
import { STEP4 } from './step4.definition';

@Injectable()
export class Step4Service {
  constructor(private readonly applications: ApplicationsRepository) {}

  save(id: string, body: object, draft: boolean): Promise<StepSaveResult> {
    return saveStepAnswers(this.applications, id, STEP4, body, { draft });
  }
}
