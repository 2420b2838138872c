import { ListSearchInput } from '../../../components/ListSearchInput';

/** `q` searches first name, last name, e-mail and screen name (areas.ts searchFields). */
export const userFilters = [<ListSearchInput key="q" source="q" alwaysOn />];
