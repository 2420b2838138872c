// Page views per content item over a period; its own action (granted to editors in roles.ts).
export default {
  routes: [{ method: 'GET', path: '/statistics/content', handler: 'statistic.contentReport' }],
};
