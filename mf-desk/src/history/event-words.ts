import type { HistoryEvent, HistoryEventKind } from '@evisa/contracts';
import type { TFunction } from '@evisa/i18n';
import { STAFF_NAMESPACE } from '../session/staff-texts';

/** What the screen needs beyond the namespace's own texts: a case's answers and documents by name, a time worded. */
export type WordingHelpers = { itemLabel: (item: string) => string; time: (iso: string) => string };

/** Each kind's text key; a checklist tick, a refund and a refused sign-in have two, chosen by their facts. */
const KEYS: Partial<Record<HistoryEventKind, string>> = {
  'review.claimed': 'claimed',
  'review.released': 'released',
  'review.assigned': 'assigned',
  'review.exported': 'exported',
  'review.noted': 'noted',
  'review.submitted': 'submitted',
  'review.granted': 'granted',
  'review.refused': 'refused',
  'review.changesRequested': 'changesRequested',
  'review.resubmitted': 'resubmitted',
  'review.correctionWithdrawn': 'correctionWithdrawn',
  'review.correctionResent': 'correctionResent',
  'review.correctionExtended': 'correctionExtended',
  'payment.captured': 'captured',
  'payment.refundedAutomatically': 'refundedAutomatically',
  'email.delivered': 'emailDelivered',
  'email.failed': 'emailFailed',
  'email.queued': 'emailQueued',
  'staff.added': 'staffAdded',
  'staff.disabled': 'staffDisabled',
  'staff.enabled': 'staffEnabled',
  'staff.reset': 'staffReset',
  'staff.signInLocked': 'signInLocked',
  'staff.signInThrottled': 'signInThrottled',
  'template.created': 'templateCreated',
  'template.edited': 'templateEdited',
  'template.retired': 'templateRetired',
};

function keyOf({ kind, facts }: HistoryEvent): string {
  if (kind === 'review.checklist') return facts.done ? 'ticked' : 'unticked';
  if (kind === 'payment.refunded') return facts.full ? 'refundedInFull' : 'refunded';
  if (kind === 'staff.signInFailed') return facts.knownDevice ? 'signInFailedKnownBrowser' : 'signInFailed';
  return KEYS[kind] ?? kind;
}

/** Who did it, in words: a member of staff by name, "The applicant", "The site" and so on. */
export function actorWords(t: TFunction, event: HistoryEvent): string {
  return event.actor.kind === 'staff' ? event.actor.name : t(`actors.${event.actor.kind}`);
}

/** What happened, in words, and the state move a review action made (if any); never the stored changes as they are. */
export function eventWords(t: TFunction, event: HistoryEvent, { itemLabel, time }: WordingHelpers): { what: string; moved?: string } {
  const { facts } = event;
  const state = (value: string) => t(`reviewStates.${value}`, { ns: STAFF_NAMESPACE });
  const what = t(`events.${keyOf(event)}`, {
    ...facts,
    item: facts.item ? t(`checklist.${facts.item}`, { ns: STAFF_NAMESPACE }) : undefined,
    items: [...(facts.fields ?? []), ...(facts.documents ?? [])].map(itemLabel).join(', ') || '—',
    until: facts.until ? time(facts.until) : undefined,
    method: facts.method ? t(`methods.${facts.method}`) : undefined,
    role: facts.role ? t(`roles.${facts.role}`) : undefined,
    scope: facts.scope ? t(`scopes.${facts.scope}`) : undefined,
    person: facts.person ?? facts.email ?? '—',
  });
  const moved = facts.from && facts.to && event.kind.startsWith('review.') ? t('moved', { from: state(facts.from), to: state(facts.to) }) : undefined;
  return { what, moved };
}
