import type { ResourceProps } from 'react-admin';
import { profileName } from './profileName';
import { UserList } from './UserList';
import { UserShow } from './UserShow';

/**
 * react-admin resource `users` (route /users) over the Strapi API `profiles` (mapping in areas.ts).
 * /users/{profileId} is the own-account page (custom route), so the resource has no edit view.
 */
export const usersResource: Omit<ResourceProps, 'name'> = {
  list: UserList,
  show: UserShow,
  recordRepresentation: profileName,
};
