import path from 'path';
import { keepPreparedStatements } from '../src/services/sqlite-statements';

/** SQLite file by default; PostgreSQL when DATABASE_URL or DATABASE_CLIENT=postgres says so. */
export default ({ env }) => {
  const url = env('DATABASE_URL', '');
  const client = env('DATABASE_CLIENT', url.startsWith('postgres') ? 'postgres' : 'sqlite');
  const pool = { min: env.int('DATABASE_POOL_MIN', 0), max: env.int('DATABASE_POOL_MAX', 10) };
  // Migrations (database/migrations/*.ts) run from the compiled dist/database/migrations, before the schema sync.
  const settings = { useTypescriptMigrations: true };

  if (client === 'postgres') {
    return {
      connection: {
        client: 'postgres',
        connection: url
          ? { connectionString: url, ssl: env.bool('DATABASE_SSL', false) }
          : {
              host: env('DATABASE_HOST', '127.0.0.1'),
              port: env.int('DATABASE_PORT', 5432),
              database: env('DATABASE_NAME', 'newsroom'),
              user: env('DATABASE_USERNAME', 'postgres'),
              password: env('DATABASE_PASSWORD', ''),
              ssl: env.bool('DATABASE_SSL', false),
              schema: env('DATABASE_SCHEMA', 'public'),
            },
        pool,
      },
      settings,
    };
  }
  return {
    connection: {
      client: 'sqlite',
      connection: {
        filename: path.resolve(env('DATABASE_FILENAME', path.join(__dirname, '..', '..', '.tmp', 'data.db'))),
      },
      useNullAsDefault: true,
      // better-sqlite3 runs on the main thread: in the default rollback journal every commit waited for fsyncs there,
      // stalling all requests. WAL with synchronous=NORMAL syncs at checkpoints instead; a crash of the process loses
      // nothing, a power cut at most the last commits, and readers never wait for a writer.
      pool: {
        afterCreate(connection, done) {
          connection.pragma('journal_mode = WAL');
          connection.pragma('synchronous = NORMAL');
          done(null, keepPreparedStatements(connection));
        },
      },
    },
    settings,
  };
};
