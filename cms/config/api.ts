export default ({ env }) => ({
  rest: {
    defaultLimit: 25,
    maxLimit: env.int('API_MAX_LIMIT', 100),
    withCount: true,
    // Unknown query parameters are refused with 400 instead of being ignored.
    strictParams: true,
  },
});
