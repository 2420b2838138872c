import { emailList, rules } from '@newsroom/config';

export type RecipientProblem = 'invalid' | 'duplicate' | null;
export interface RecipientEntry {
  address: string;
  problem: RecipientProblem;
}

/**
 * SPEC section 5: invoice recipients (copies), separated by commas or new lines, with duplicates and
 * invalid entries flagged. A repeat of an earlier address (in any case) is the duplicate; the first stays.
 */
export const recipientEntries = (value: unknown): RecipientEntry[] => {
  const seen = new Set<string>();
  return emailList(value).map((address) => {
    if (rules.email(address)) return { address, problem: 'invalid' };
    const key = address.toLowerCase();
    if (seen.has(key)) return { address, problem: 'duplicate' };
    seen.add(key);
    return { address, problem: null };
  });
};
