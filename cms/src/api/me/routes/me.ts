export default {
  routes: [
    { method: 'GET', path: '/me', handler: 'me.find' },
    { method: 'PUT', path: '/me/preferences', handler: 'me.updatePreferences' },
    { method: 'PUT', path: '/me/profile', handler: 'me.updateProfile' },
    { method: 'PUT', path: '/me/password', handler: 'me.changePassword' },
    { method: 'POST', path: '/me/avatar', handler: 'me.uploadAvatar' },
  ],
};
