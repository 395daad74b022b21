import { Injectable } from '@nestjs/common';
import { ApplicationsRepository } from '../applications/applications.repository';
import { saveStepAnswers, type StepSaveResult } from '../steps/step-answers';
import { STEP5 } from './step5.definition';

@Injectable()
export class Step5Service {
  constructor(private readonly applications: ApplicationsRepository) {}

  save(id: string, body: object, draft: boolean): Promise<StepSaveResult> {
    return saveStepAnswers(this.applications, id, STEP5, body, { draft });
  }
}
