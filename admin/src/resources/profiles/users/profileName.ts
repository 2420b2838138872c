export const profileName = (record: Record<string, unknown> | undefined): string =>
  [record?.firstName, record?.lastName].filter(Boolean).join(' ') || String(record?.screenName ?? record?.email ?? '');
