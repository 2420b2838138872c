import { useResourceContext } from 'react-admin';
import { resourceEntry } from '@/registry/resources';

/** Values fixed by the resource (content/pages: type PAGE), from areas.ts. */
export const useFixedValues = (): Record<string, string> | undefined => {
  const resource = useResourceContext();
  return resource ? resourceEntry(resource)?.fixed : undefined;
};
