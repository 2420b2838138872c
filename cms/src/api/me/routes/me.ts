import { routeTable } from '../../../services/route-table';

export default {
  routes: routeTable('me', {
    'GET /me': 'find',
    'PUT /me/preferences': 'updatePreferences',
    'PUT /me/profile': 'updateProfile',
    'PUT /me/password': 'changePassword',
    'POST /me/avatar': 'uploadAvatar',
  }),
};
