import { Schema } from 'mongoose';
import { TEMPLATE_KINDS, TEMPLATE_STATES, type TemplateKind, type TemplateState } from '@evisa/contracts';

export const TEMPLATE_MODEL = 'MessageTemplate';

const StaffRefSchema = new Schema({ id: String, name: String }, { _id: false });

/** A canned correction message or refusal reason: its texts by language, written and retired by admins. */
export const TemplateSchema = new Schema(
  {
    _id: { type: String, required: true },
    kind: { type: String, enum: TEMPLATE_KINDS, required: true },
    title: { type: String, required: true },
    texts: { type: Schema.Types.Mixed, required: true },
    state: { type: String, enum: TEMPLATE_STATES, required: true },
    createdAt: { type: Date, required: true },
    updatedAt: { type: Date, required: true },
    updatedBy: { type: StaffRefSchema, required: true },
  },
  { strict: true, versionKey: false, collection: 'message_templates', minimize: false },
);

/** A form reads the active templates of its kind (created by the migration runner, like every model's indexes). */
TemplateSchema.index({ kind: 1, state: 1, title: 1 });

export type StoredTemplate = {
  _id: string;
  kind: TemplateKind;
  title: string;
  texts: Record<string, string>;
  state: TemplateState;
  createdAt: Date;
  updatedAt: Date;
  updatedBy: { id: string; name: string };
};
