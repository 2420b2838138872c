import { routeTable } from '../../../services/route-table';

// The public delivery API for the publisher's website and apps. Readers may be anonymous; a
// signed-in reader (Bearer token or session cookie) is recognised for the access rules.
export default {
  routes: routeTable(
    'delivery',
    {
      'GET /delivery/contents': 'list',
      'GET /delivery/contents/:slug': 'item',
      // A preview or share link: the item (also a draft or planned one) for whoever holds a valid token.
      'GET /delivery/links/:token': 'shared',
      'GET /delivery/sitemap.xml': 'sitemap',
    },
    { auth: false },
  ),
};
