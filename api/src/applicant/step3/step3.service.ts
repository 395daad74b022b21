import { Injectable } from '@nestjs/common';
import { ApplicationsRepository } from '../applications/applications.repository';
import { saveStepAnswers, type StepSaveResult } from '../steps/step-answers';
import { STEP3 } from './step3.definition';

@Injectable()
export class Step3Service {
  constructor(private readonly applications: ApplicationsRepository) {}

  save(id: string, body: object, draft: boolean): Promise<StepSaveResult> {
    return saveStepAnswers(this.applications, id, STEP3, body, { draft });
  }
}
