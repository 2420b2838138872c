import type { ResourceProps } from 'react-admin';
import { ProfileRoute } from './routes';
import { UserCreate } from './UserCreate';
import { UserList } from './UserList';
import { UserShow } from './UserShow';

/**
 * react-admin resource `users` (route /users) over the Strapi API `profiles` (mapping in areas.ts).
 * /users/create, /users/import[/:jobId] and /users/{id} are custom routes (routes.tsx) that rank
 * above the resource's own; `create` and `edit` are registered too so react-admin offers the buttons.
 */
export const usersResource: Omit<ResourceProps, 'name'> = {
  list: UserList,
  show: UserShow,
  create: UserCreate,
  edit: ProfileRoute,
};
