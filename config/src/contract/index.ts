// Request and response types of the API: one contract for the CMS (answers checked with `satisfies`) and
// the console (providers/*Api.ts). Types only.
export type * from './account';
export type * from './content';
export type * from './profiles';
export type * from './site';
