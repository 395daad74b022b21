import { Injectable } from '@nestjs/common';
import { ApplicationsRepository } from '../applications/applications.repository';
import { saveStepAnswers, type StepSaveResult } from '../steps/step-answers';
import { STEP2 } from './step2.definition';

@Injectable()
export class Step2Service {
  constructor(private readonly applications: ApplicationsRepository) {}

  save(id: string, body: object, draft: boolean): Promise<StepSaveResult> {
    return saveStepAnswers(this.applications, id, STEP2, body, { draft });
  }
}
