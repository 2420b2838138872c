// Confirming an account with the e-mailed code is public: the code is the credential.
export default {
  routes: [{ method: 'POST', path: '/account/confirm', handler: 'account.confirm', config: { auth: false } }],
};
