// Enumerations of SPEC.md section 3 "User profile".
export const PROFILE_TYPES = [
  'LEAD',
  'ACCOUNT',
  'CUSTOMER',
  'SUBSCRIBER',
  'CUSTOMER_NO_ACCOUNT',
  'SUBSCRIBER_NO_ACCOUNT',
] as const;

export const ACCOUNT_STATUSES = [
  'ARCHIVED',
  'COMPROMISED',
  'CONFIRMED',
  'FORCE_CHANGE_PASSWORD',
  'RESET_REQUIRED',
  'UNCONFIRMED',
  'UNKNOWN',
] as const;

export const ROLE_TYPES = ['administrator', 'authenticated', 'custom'] as const;
