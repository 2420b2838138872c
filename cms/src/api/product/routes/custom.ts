export default {
  routes: [
    { method: 'POST', path: '/products/bulk-publish', handler: 'product.bulkPublish', config: { policies: [] } },
  ],
};
