import type { AuditEntry, HistoryActor, HistoryEvent, HistoryFacts } from '@evisa/contracts';

/** Staff names by account id, to name people rather than show their ids or addresses. */
export type StaffNames = ReadonlyMap<string, string>;

type Changes = Record<string, unknown>;
const record = (value: unknown): Changes => (value && typeof value === 'object' ? (value as Changes) : {});
const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
const list = (value: unknown) => (Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : undefined);
const number = (value: unknown) => (typeof value === 'number' ? value : undefined);

function actorOf(entry: AuditEntry, names: StaffNames): HistoryActor {
  if (entry.staff) return { kind: 'staff', name: names.get(entry.staff.id) ?? entry.staff.email };
  if (entry.address === 'cli') return { kind: 'commandLine' };
  if (entry.action.startsWith('staff.')) return { kind: 'signedOut' };
  // The only application action without a member of staff is the applicant's own (sending corrections back).
  return { kind: 'applicant' };
}

/** The facts of one entry's `changes` its words need: states, people by name, items, texts, amounts. */
function factsOf(entry: AuditEntry, names: StaffNames): HistoryFacts {
  const changes = entry.changes;
  const state = record(changes['state']);
  const claimedBy = changes['claimedBy'];
  const name = (id: unknown) => (typeof id === 'string' ? (names.get(id) ?? id) : undefined);
  const changed = record(changes['changed']);
  const checklist = record(changes['checklist']);
  const refund = record(changes['refund']);
  const eVisa = record(changes['eVisa']);
  const facts: HistoryFacts = {
    from: text(state['from']),
    to: text(state['to']),
    person: name(typeof claimedBy === 'object' && claimedBy ? record(claimedBy)['to'] : claimedBy) ?? name(changes['account']) ?? name(changes['accountId']),
    role: text(changes['role']) as HistoryFacts['role'],
    email: text(changes['email']),
    item: text(checklist['item']),
    done: typeof checklist['done'] === 'boolean' ? checklist['done'] : undefined,
    text: text(record(changes['note'])['text']) ?? text(changes['reason']) ?? text(refund['reason']) ?? text(record(changes['template'])['title']),
    round: number(changes['round']),
    fields: list(changes['fields']) ?? list(changed['fields']),
    documents: list(changes['documents']) ?? list(changed['documents']),
    reference: text(changes['governmentReference']),
    file: text(eVisa['name']),
    amount: text(refund['amount']),
    currency: text(refund['currency']),
    full: typeof refund['full'] === 'boolean' ? refund['full'] : undefined,
    until: text(changes['linkExpiresAt']),
    failures: number(changes['failures']),
    seconds: number(changes['seconds']) ?? number(changes['waitSeconds']),
    scope: text(changes['scope']),
    knownDevice: typeof changes['knownDevice'] === 'boolean' ? changes['knownDevice'] : undefined,
  };
  return Object.fromEntries(Object.entries(facts).filter(([, value]) => value !== undefined)) as HistoryFacts;
}

/** An audit entry as the desk reads it: who by name, what in facts the screen words; the address for admins. */
export function auditEvent(entry: AuditEntry, names: StaffNames): HistoryEvent {
  return { at: entry.at, kind: entry.action, actor: actorOf(entry, names), facts: factsOf(entry, names), address: entry.address };
}
