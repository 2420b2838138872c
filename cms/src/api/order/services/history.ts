/** An order's history entries: when, who (id and name of the staff user, or "system"), what. */
export type HistoryEntry = {
  at: string;
  by: { id: number | null; name: string };
  action: string;
  from?: string;
  to?: string;
  note?: string;
  amount?: number;
  excess?: number;
  reference?: string;
  /** The code of a refusal the entry records (a trigger's skipped run), for the console's words. */
  code?: string;
};

/** Who did it: a signed-in staff account, or nobody (a scheduled job, a webhook). */
export type Staff = { id?: number; username?: string; email?: string } | null | undefined;

export const staffName = (staff: Staff) =>
  staff?.id ? { id: staff.id, name: staff.username || staff.email || `#${staff.id}` } : { id: null, name: 'system' };

export const entry = (staff: Staff, action: string, fields: Partial<HistoryEntry> = {}): HistoryEntry => ({
  at: new Date().toISOString(),
  by: staffName(staff),
  action,
  ...fields,
});
