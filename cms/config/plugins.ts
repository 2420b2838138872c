import { apolloLimits } from '../src/services/graphql-limits';

export default ({ env }) => {
  const production = env('NODE_ENV') === 'production';
  const maxLimit = env.int('API_MAX_LIMIT', 100);
  // Refused before execution (see src/services/graphql-limits.ts); defaultLimit is what a list without pagination loads.
  const limits = {
    maxTokens: env.int('GRAPHQL_MAX_TOKENS', 1000),
    maxAliases: env.int('GRAPHQL_MAX_ALIASES', 15),
    maxCost: env.int('GRAPHQL_MAX_COST', 10000),
    defaultLimit: 25,
    maxLimit,
  };
  return {
    'users-permissions': {
      config: {
        jwtSecret: env('JWT_SECRET'),
        // 31 days, the session lifetime of SPEC section 9 (26784e5 ms).
        jwt: { expiresIn: '31d' },
        jwtManagement: 'legacy-support',
        // Our own throttle (src/middlewares/auth-throttle.ts) keys on client IP and account separately.
        ratelimit: { enabled: false },
        register: { allowedFields: [] },
      },
    },
    graphql: {
      config: {
        endpoint: '/graphql',
        shadowCRUD: true,
        depthLimit: env.int('GRAPHQL_DEPTH_LIMIT', 8),
        defaultLimit: limits.defaultLimit,
        maxLimit,
        landingPage: !production,
        apolloServer: { introspection: !production, ...apolloLimits(limits) },
      },
    },
    email: {
      config: {
        // The transport is replaced at bootstrap by src/services/mail (outbox or SMTP); sendmail is never used.
        provider: 'sendmail',
        settings: {
          defaultFrom: env('MAIL_FROM', 'Newsroom <no-reply@example.com>'),
          defaultReplyTo: env('MAIL_REPLY_TO', 'no-reply@example.com'),
        },
      },
    },
    // Readers' comments on content; moderation rules live in src/extensions/comments.
    comments: {
      enabled: true,
      config: {
        enabledCollections: ['api::content.content'],
        // The status of a new comment is decided per item (preModeration) in our lifecycle, not here.
        approvalFlow: [],
        entryLabel: { 'api::content.content': ['title'] },
        moderatorRoles: [],
        blockedAuthorProps: ['email'],
        badWords: false,
      },
    },
    upload: {
      config: { sizeLimit: env.int('UPLOAD_SIZE_LIMIT', 20 * 1024 * 1024) },
    },
  };
};
