/**
 * Postcode look-up (service `api::customer.postcode`): a Dutch postcode and house number give street
 * and city. The provider is pluggable: `local` (default) answers from a small table of sample
 * postcodes shipped with the product; `http` asks a look-up service at POSTCODE_LOOKUP_URL, a URL
 * template with {postcode} and {houseNumber} (optional POSTCODE_LOOKUP_KEY sent as a Bearer token)
 * that answers JSON {street, city}. 400 for a malformed postcode, 404 when nothing is found, 502 when
 * the service fails; the console shows the message as "Fout bij zoeken postcode: {error}".
 */
import { errors } from '@strapi/utils';
import { dutchPostcodeKey } from '@newsroom/config';
import { UpstreamError } from '../../../services/errors';
import { SAMPLE_POSTCODES } from './postcode-samples';
import type { WithStrapi } from '../../../strapi-types';

export type PostcodeAddress = { postcode: string; houseNumber: string; street: string; city: string };
export type PostcodeProvider = (
  postcode: string,
  houseNumber: string,
) => Promise<{ street: string; city: string } | null>;

const TIMEOUT_MS = 5000;

export const localProvider: PostcodeProvider = async (postcode) => SAMPLE_POSTCODES[postcode] ?? null;

export const httpProvider =
  (template: string, key?: string): PostcodeProvider =>
  async (postcode, houseNumber) => {
    const url = template
      .replace('{postcode}', encodeURIComponent(postcode))
      .replace('{houseNumber}', encodeURIComponent(houseNumber));
    let res: Response;
    try {
      res = await fetch(url, {
        headers: { accept: 'application/json', ...(key ? { authorization: `Bearer ${key}` } : {}) },
        signal: AbortSignal.timeout(TIMEOUT_MS),
      });
    } catch (error) {
      throw new UpstreamError(
        `The postcode service cannot be reached (${(error as Error).name === 'TimeoutError' ? 'no answer within 5 s' : (error as Error).message}).`,
        { code: 'postcode_unavailable' },
      );
    }
    if (res.status === 404) return null;
    if (!res.ok)
      throw new UpstreamError(`The postcode service answered ${res.status}.`, { code: 'postcode_unavailable' });
    const body: any = await res.json().catch(() => null);
    const found = body?.data ?? body;
    if (typeof found?.street !== 'string' || typeof found?.city !== 'string')
      throw new UpstreamError('The postcode service gave an answer without street and city.', {
        code: 'postcode_unavailable',
      });
    return { street: found.street, city: found.city };
  };

export default ({ strapi }: WithStrapi) => {
  const configured = (): PostcodeProvider => {
    const url = process.env.POSTCODE_LOOKUP_URL;
    return url ? httpProvider(url, process.env.POSTCODE_LOOKUP_KEY) : localProvider;
  };
  return {
    async lookup(postcodeInput: unknown, houseNumberInput: unknown): Promise<PostcodeAddress> {
      const postcode = dutchPostcodeKey(postcodeInput);
      if (!postcode)
        throw new errors.ValidationError('The postcode must be a Dutch postcode like 1234 AB.', { code: 'postcode' });
      const houseNumber = String(houseNumberInput ?? '').trim();
      if (!/^[1-9][0-9]{0,4}$/.test(houseNumber))
        throw new errors.ValidationError('The house number must be a number from 1 to 99999.', { code: 'houseNumber' });
      const found = await configured()(postcode, houseNumber);
      if (!found)
        throw new errors.NotFoundError(`No address is known for ${postcode} ${houseNumber}.`, {
          code: 'postcode_not_found',
        });
      strapi.log.debug(`Postcode ${postcode} ${houseNumber}: ${found.street}, ${found.city}`);
      return { postcode: `${postcode.slice(0, 4)} ${postcode.slice(4)}`, houseNumber, ...found };
    },
  };
};
