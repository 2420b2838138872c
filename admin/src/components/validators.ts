import type { Rule } from '@newsroom/config';
import { validationKey } from '@/providers/validationMessages';

/**
 * A shared rule of config/src/validation.ts as a react-admin validator: the same code the server
 * would answer, shown with the same catalog text (app.validation.codes.{code}).
 */
export const check =
  (rule: Rule) =>
  (value: unknown): { message: string; args: Record<string, unknown> } | undefined => {
    const result = rule(value);
    return result
      ? { message: validationKey(result.code), args: { ...(result.params ?? {}), _: result.code } }
      : undefined;
  };

/** The validators of one field of a shared rule set, e.g. checksOf(CHANNEL_RULES)('iban'). */
export const checksOf = (ruleSet: Record<string, Rule[]>) => (field: string) =>
  (ruleSet[field] ?? []).map((rule) => check(rule));

/** Postcode by the address's own country (NL format by default); the source is addresses.{i}.postcode. */
export const postcodeCheck =
  (rule: (country: unknown) => Rule) =>
  (value: unknown, allValues: Record<string, unknown>, props?: { source?: string }) => {
    const index = /^addresses\.(\d+)\./.exec(props?.source ?? '')?.[1];
    const addresses = (allValues.addresses ?? []) as Array<Record<string, unknown> | undefined>;
    const country = index === undefined ? undefined : addresses[Number(index)]?.country;
    return check(rule(country))(value);
  };
