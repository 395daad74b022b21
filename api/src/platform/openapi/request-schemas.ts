import { defaultMetadataStorage } from 'class-transformer/cjs/storage';
import { getMetadataStorage, ValidationTypes } from 'class-validator';
import { targetConstructorToSchema } from 'class-validator-jsonschema';
import type { SchemaObject } from '@nestjs/swagger';
import { STEP1_REQUIRED_FIELDS } from '@evisa/contracts';
import { ContactDto } from '../../applicant/contact/contact.dto';
import { LookupDto } from '../../applicant/lookup/lookup.dto';
import { CaptureOrderDto, CreateOrderDto } from '../../applicant/payments/payments.dto';
import { QuestionsDto } from '../../applicant/questions/questions.dto';
import { Step1Dto } from '../../applicant/step1/step1.dto';
import { Step2Dto } from '../../applicant/step2/step2.dto';
import { Step3Dto } from '../../applicant/step3/step3.dto';
import { Step4Dto } from '../../applicant/step4/step4.dto';
import { SaarcVisitDto, Step5Dto } from '../../applicant/step5/step5.dto';

/**
 * Request bodies described from their class-validator decorators (the same ones that check them), for the DTOs
 * that carry no swagger decorators of their own: each property's type, length and options. `required` lists
 * what a body without it is always refused for: the rules' unconditional required fields (step 1's list, the
 * contact form's, the lookup pair). The step bodies of steps 2 to 5 have none: 'Save and exit' (draft=true)
 * takes any part of them.
 */
const DESCRIBED: { dto: new () => object; required: readonly string[] }[] = [
  { dto: LookupDto, required: ['applicationId', 'dateOfBirth'] },
  { dto: ContactDto, required: ['name', 'email', 'phone', 'message'] },
  { dto: Step1Dto, required: STEP1_REQUIRED_FIELDS },
  { dto: CreateOrderDto, required: [] },
  { dto: CaptureOrderDto, required: [] },
  { dto: QuestionsDto, required: [] },
];

export function requestSchemas(): Record<string, SchemaObject> {
  const schemas: Record<string, SchemaObject> = {};
  for (const { dto, required } of DESCRIBED) {
    const schema = targetConstructorToSchema(dto, { classTransformerMetadataStorage: defaultMetadataStorage, refPointerPrefix: '#/components/schemas/' }) as SchemaObject;
    const properties = schema.properties ?? {};
    schemas[dto.name] = {
      type: 'object',
      properties,
      // The validation pipe refuses any other field (forbidNonWhitelisted).
      additionalProperties: false,
      ...(required.length ? { required: required.filter((field) => field in properties) } : {}),
    };
  }
  return schemas;
}

/** Every request body class: an optional property (IsOptional) also takes null, as "no answer". */
const BODY_CLASSES: (new () => object)[] = [...DESCRIBED.map(({ dto }) => dto), Step2Dto, Step3Dto, Step4Dto, SaarcVisitDto, Step5Dto];

function optionalProperties(dto: new () => object): Set<string> {
  const metadata = getMetadataStorage().getTargetValidationMetadatas(dto, '', true, false);
  return new Set(metadata.filter((entry) => entry.type === ValidationTypes.CONDITIONAL_VALIDATION).map((entry) => entry.propertyName));
}

/** Marks the optional properties of the request body schemas `nullable` (class-validator lets null through them). */
export function allowNullWhereOptional(schemas: Record<string, SchemaObject | { $ref: string }>): void {
  for (const dto of BODY_CLASSES) {
    const schema = schemas[dto.name];
    if (!schema || !('properties' in schema) || !schema.properties) continue;
    for (const name of optionalProperties(dto)) {
      const property = schema.properties[name];
      if (property && !('$ref' in property)) property.nullable = true;
    }
  }
}
