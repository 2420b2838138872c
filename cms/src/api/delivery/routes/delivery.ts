// The public delivery API for the publisher's website and apps. Readers may be anonymous; a
// signed-in reader (Bearer token or session cookie) is recognised for the access rules.
export default {
  routes: [
    { method: 'GET', path: '/delivery/contents', handler: 'delivery.list', config: { auth: false } },
    { method: 'GET', path: '/delivery/contents/:slug', handler: 'delivery.item', config: { auth: false } },
    // A preview or share link: the item (also a draft or planned one) for whoever holds a valid token.
    { method: 'GET', path: '/delivery/links/:token', handler: 'delivery.shared', config: { auth: false } },
    { method: 'GET', path: '/delivery/sitemap.xml', handler: 'delivery.sitemap', config: { auth: false } },
  ],
};
