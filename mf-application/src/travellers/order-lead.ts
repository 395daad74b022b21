// Kept apart from the order's calls and texts: the step screens import it, and must not download those.

/** The lead of the order an application belongs to, when it is another traveller's (not the lead's own). */
export function leadOf(record: { uniqueId: string; orderLeadId?: string }): string | undefined {
  return record.orderLeadId && record.orderLeadId !== record.uniqueId ? record.orderLeadId : undefined;
}
