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
      config: {
        sizeLimit: env.int('UPLOAD_SIZE_LIMIT', 20 * 1024 * 1024),
        // Local disk by default; UPLOAD_PROVIDER=s3 stores in a bucket (docs/files.md, README "Uploads").
        ...(env('UPLOAD_PROVIDER', 'local') === 's3'
          ? {
              provider: 'aws-s3',
              providerOptions: {
                baseUrl: env('S3_PUBLIC_URL'),
                rootPath: env('S3_ROOT_PATH'),
                s3Options: {
                  credentials: { accessKeyId: env('S3_ACCESS_KEY_ID'), secretAccessKey: env('S3_SECRET_ACCESS_KEY') },
                  endpoint: env('S3_ENDPOINT'),
                  region: env('S3_REGION', 'eu-west-1'),
                  forcePathStyle: env.bool('S3_FORCE_PATH_STYLE', false),
                  // Public files are public-read; private ones (CVs, form uploads) are made private once marked.
                  params: { Bucket: env('S3_BUCKET'), ACL: 'public-read', signedUrlExpires: 15 * 60 },
                },
              },
            }
          : {}),
      },
    },
  };
};
