// A profile's own files (CV, avatar), downloaded by staff allowed to read profiles; see controllers/profile-file.ts.
export default {
  routes: [{ method: 'GET', path: '/profiles/:documentId/files/:fileId', handler: 'profile-file.download' }],
};
