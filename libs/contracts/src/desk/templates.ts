import type { StaffRef } from './review';

/**
 * Canned texts the desk fills into a form (docs/desk.md, "Templates"): a correction request's message to the
 * applicant or a refusal's reason, written once per language by admins. English is required: it is what an
 * application in a language without its own text gets.
 */
export const TEMPLATE_KINDS = ['correction', 'refusal'] as const;
export type TemplateKind = (typeof TEMPLATE_KINDS)[number];

/** A retired template is kept (the audit trail names it) but offered no more and cannot be changed. */
export const TEMPLATE_STATES = ['active', 'retired'] as const;
export type TemplateState = (typeof TEMPLATE_STATES)[number];

export const TEMPLATE_TITLE_MAX_LENGTH = 100;
/** As long as the correction message or refusal reason a text fills may be. */
export const TEMPLATE_TEXT_MAX_LENGTH = 1500;
/** The language every template has, and the one filled when the applicant's has no text. */
export const TEMPLATE_FALLBACK_LANGUAGE = 'en';

/** A template's texts by language code (the site's languages); `en` always present. */
export type TemplateTexts = Record<string, string>;

export type MessageTemplate = {
  id: string;
  kind: TemplateKind;
  /** What staff pick it by (staff-only words). */
  title: string;
  texts: TemplateTexts;
  state: TemplateState;
  createdAt: string;
  updatedAt: string;
  updatedBy: StaffRef;
};

/** Body of POST /staff/templates (admins). */
export type TemplateCreateRequest = { kind: TemplateKind; title: string; texts: TemplateTexts };
/** Body of PUT /staff/templates/<id> (admins): the title and every text, replacing the ones before. */
export type TemplateEditRequest = { title: string; texts: TemplateTexts };

/**
 * One active template as a form of an application fills it: the text in the applicant's language (`wanted`), or
 * the English one when that language has none (`fallback`, which the desk says).
 */
export type FilledTemplate = { id: string; kind: TemplateKind; title: string; wanted: string; language: string; fallback: boolean; text: string };

/** The text of a template for a language: its own, or English with `fallback` set. */
export function templateTextFor(texts: TemplateTexts, wanted: string): { language: string; fallback: boolean; text: string } {
  const own = texts[wanted]?.trim();
  if (own) return { language: wanted, fallback: false, text: own };
  return { language: TEMPLATE_FALLBACK_LANGUAGE, fallback: wanted !== TEMPLATE_FALLBACK_LANGUAGE, text: texts[TEMPLATE_FALLBACK_LANGUAGE] ?? '' };
}

export const TEMPLATES_API = {
  list: '/staff/templates',
  one: (id: string) => `/staff/templates/${encodeURIComponent(id)}`,
  retire: (id: string) => `/staff/templates/${encodeURIComponent(id)}/retire`,
  forApplication: (applicationId: string, kind: TemplateKind) => `/staff/applications/${encodeURIComponent(applicationId)}/templates?kind=${kind}`,
} as const;

/** The staff API's answers about templates, part of STAFF_MESSAGES. */
export const TEMPLATE_STAFF_MESSAGES = {
  templateKindInvalid: 'Choose whether the template is a correction message or a refusal reason.',
  templateTitleInvalid: 'Give the template a title of 1 to {{max}} characters.',
  templateEnglishRequired: 'Write the template’s English text: it is filled in for every language without its own.',
  templateTextTooLong: 'Each text of a template can be at most {{max}} characters long.',
  templateLanguageUnknown: 'A template can only have texts in the site’s languages.',
  templateNotFound: 'There is no such template.',
  templateRetired: 'This template is retired: it can no longer be changed.',
} as const;
