/**
 * The profile's preferred language moved from `locale` to `language`: Strapi gives every content type a
 * `locale` column of its own (i18n), and the field shared it (the document service sets it, the console
 * strips it from writes). Strapi runs this before it syncs the schema: the values are copied into the
 * new column, and `locale` is emptied as Strapi keeps it for a type that is not localized. On a new
 * database (no profiles table yet) there is nothing to copy.
 */
import type { Knex } from 'knex';

export async function up(knex: Knex) {
  if (!(await knex.schema.hasTable('profiles'))) return;
  if (!(await knex.schema.hasColumn('profiles', 'locale'))) return;
  if (!(await knex.schema.hasColumn('profiles', 'language'))) {
    await knex.schema.alterTable('profiles', (table) => {
      table.string('language');
    });
  }
  await knex('profiles')
    .whereNull('language')
    .update({ language: knex.raw('upper(??)', ['locale']) });
  await knex('profiles')
    .where((rows) => rows.whereNull('language').orWhereNotIn('language', ['NL', 'EN']))
    .update({ language: 'NL' });
  await knex('profiles').update({ locale: null });
}

export async function down() {
  throw new Error('profile-language is not undone: the profile field is `language` now.');
}
