import { randomUUID } from 'node:crypto';
import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { Model } from 'mongoose';
import {
  TEMPLATE_FALLBACK_LANGUAGE,
  TEMPLATE_KINDS,
  TEMPLATE_TEXT_MAX_LENGTH,
  TEMPLATE_TITLE_MAX_LENGTH,
  templateTextFor,
  type FilledTemplate,
  type MessageTemplate,
  type StaffAccount,
  type TemplateKind,
  type TemplateTexts,
} from '@evisa/contracts';
import { EMAIL_LANGUAGES } from '../../platform/notifications/templates/email-templates';
import { AuditService, type AuditActor } from '../audit/audit.service';
import { PaidApplications } from '../review/paid-applications';
import { StaffException } from '../staff-auth/staff-errors';
import { TEMPLATE_MODEL, type StoredTemplate } from './template.schema';

type StaffActor = AuditActor & { staff: StaffAccount };

function toTemplate(stored: StoredTemplate): MessageTemplate {
  return {
    id: stored._id,
    kind: stored.kind,
    title: stored.title,
    texts: stored.texts,
    state: stored.state,
    createdAt: stored.createdAt.toISOString(),
    updatedAt: stored.updatedAt.toISOString(),
    updatedBy: stored.updatedBy,
  };
}

/** The languages a text can be in: those of the e-mail that carries it to the applicant (the site's eight). */
const LANGUAGES_OF: Record<TemplateKind, readonly string[]> = {
  correction: EMAIL_LANGUAGES,
  refusal: EMAIL_LANGUAGES,
};

/** The title and texts as they are kept: trimmed, empty languages left out; refused in the desk's words. */
function checked(kind: TemplateKind, title: string, texts: TemplateTexts): { title: string; texts: TemplateTexts } {
  const trimmedTitle = title.trim();
  if (!trimmedTitle || trimmedTitle.length > TEMPLATE_TITLE_MAX_LENGTH) throw new StaffException(HttpStatus.BAD_REQUEST, 'templateTitleInvalid', { max: String(TEMPLATE_TITLE_MAX_LENGTH) });
  const kept: TemplateTexts = {};
  for (const [language, text] of Object.entries(texts)) {
    if (!LANGUAGES_OF[kind].includes(language) || typeof text !== 'string') throw new StaffException(HttpStatus.BAD_REQUEST, 'templateLanguageUnknown');
    const trimmed = text.trim();
    if (trimmed.length > TEMPLATE_TEXT_MAX_LENGTH) throw new StaffException(HttpStatus.BAD_REQUEST, 'templateTextTooLong', { max: String(TEMPLATE_TEXT_MAX_LENGTH) });
    if (trimmed) kept[language] = trimmed;
  }
  if (!kept[TEMPLATE_FALLBACK_LANGUAGE]) throw new StaffException(HttpStatus.BAD_REQUEST, 'templateEnglishRequired');
  return { title: trimmedTitle, texts: kept };
}

/**
 * Canned correction messages and refusal reasons: admins create, edit and retire them (each audited), and a form
 * of an application gets the active ones filled in its applicant's language.
 */
@Injectable()
export class TemplatesService {
  constructor(
    @InjectModel(TEMPLATE_MODEL) private readonly templates: Model<StoredTemplate>,
    private readonly applications: PaidApplications,
    private readonly audit: AuditService,
  ) {}

  /** Every template, retired ones included, by kind and title. */
  async list(): Promise<MessageTemplate[]> {
    return (await this.templates.find().sort({ kind: 1, title: 1, _id: 1 }).lean<StoredTemplate[]>()).map(toTemplate);
  }

  async create(kind: string, title: string, texts: TemplateTexts, actor: StaffActor): Promise<MessageTemplate> {
    if (!(TEMPLATE_KINDS as readonly string[]).includes(kind)) throw new StaffException(HttpStatus.BAD_REQUEST, 'templateKindInvalid');
    const now = new Date();
    const stored: StoredTemplate = { _id: randomUUID(), kind: kind as TemplateKind, ...checked(kind as TemplateKind, title, texts), state: 'active', createdAt: now, updatedAt: now, updatedBy: { id: actor.staff.id, name: actor.staff.name } };
    await this.templates.create(stored);
    await this.audit.record(actor, 'template.created', null, { template: { id: stored._id, kind: stored.kind, title: stored.title }, languages: Object.keys(stored.texts) });
    return toTemplate(stored);
  }

  async edit(id: string, title: string, texts: TemplateTexts, actor: StaffActor): Promise<MessageTemplate> {
    const before = await this.existing(id);
    if (before.state === 'retired') throw new StaffException(HttpStatus.CONFLICT, 'templateRetired');
    const wanted = checked(before.kind, title, texts);
    const updated = await this.templates
      .findOneAndUpdate({ _id: id, state: 'active' }, { $set: { ...wanted, updatedAt: new Date(), updatedBy: { id: actor.staff.id, name: actor.staff.name } } }, { returnDocument: 'after' })
      .lean<StoredTemplate>();
    if (!updated) throw new StaffException(HttpStatus.CONFLICT, 'templateRetired');
    await this.audit.record(actor, 'template.edited', null, {
      template: { id, kind: updated.kind, title: updated.title },
      ...(before.title === updated.title ? {} : { title: { from: before.title, to: updated.title } }),
      languages: Object.keys(updated.texts),
    });
    return toTemplate(updated);
  }

  async retire(id: string, actor: StaffActor): Promise<MessageTemplate> {
    const before = await this.existing(id);
    if (before.state === 'retired') throw new StaffException(HttpStatus.CONFLICT, 'templateRetired');
    const updated = await this.templates
      .findOneAndUpdate({ _id: id, state: 'active' }, { $set: { state: 'retired', updatedAt: new Date(), updatedBy: { id: actor.staff.id, name: actor.staff.name } } }, { returnDocument: 'after' })
      .lean<StoredTemplate>();
    if (!updated) throw new StaffException(HttpStatus.CONFLICT, 'templateRetired');
    await this.audit.record(actor, 'template.retired', null, { template: { id, kind: updated.kind, title: updated.title } });
    return toTemplate(updated);
  }

  /** The active templates (of one kind, if given) filled in the application's language, English where it has none. */
  async forApplication(applicationId: string, kind: TemplateKind | undefined): Promise<FilledTemplate[]> {
    const application = await this.applications.one(applicationId);
    if (!application) throw new StaffException(HttpStatus.NOT_FOUND, 'applicationNotInQueue');
    const wanted = application.language ?? TEMPLATE_FALLBACK_LANGUAGE;
    const found = await this.templates.find({ state: 'active', ...(kind ? { kind } : {}) }).sort({ title: 1, _id: 1 }).lean<StoredTemplate[]>();
    return found.map((template) => ({ id: template._id, kind: template.kind, title: template.title, wanted, ...templateTextFor(template.texts, wanted) }));
  }

  private async existing(id: string): Promise<StoredTemplate> {
    const found = await this.templates.findById(id).lean<StoredTemplate>();
    if (!found) throw new StaffException(HttpStatus.NOT_FOUND, 'templateNotFound');
    return found;
  }
}
