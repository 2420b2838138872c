import path from 'node:path';
import type { Core } from '@strapi/strapi';
import type { Strapi } from '../strapi-types';
import { onWrites } from '../services/cluster/writes';

/**
 * Two costs every read through Strapi's document service paid on PostgreSQL, cut here (the mixed benchmark's
 * reads made twice the queries they needed: bench/results/README.md, mixed):
 *
 * 1. Each `findMany`, `findFirst`, `findOne` and `count` ran in a transaction of its own: BEGIN and COMMIT, two
 *    more round trips, and knex's transaction machinery. Under READ COMMITTED (PostgreSQL's default) every
 *    statement sees its own snapshot whether or not it is in a transaction, so a read alone gains nothing from one.
 *    A read inside a transaction that is already open still joins it (it must see that transaction's writes).
 * 2. The default locale was read from the core store on every call (`i18n`'s `getDefaultLocale`). It is kept
 *    until any process writes the core store.
 */

const READS = new Set(['findMany', 'findFirst', 'findOne', 'count']);
type Fn = (...args: unknown[]) => Promise<unknown>;
type Common = { wrapInTransaction: (fn: Fn) => Fn };

const commonModulePath = () =>
  path.join(path.dirname(require.resolve('@strapi/core/package.json')), 'dist/services/document-service/common.js');

let installed = false;

/** Patches the wrapper the document service's repositories are built with (once per process, at register). */
export function readsWithoutOwnTransaction(
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- the very module object the repository uses
  common: Common = require(commonModulePath()),
  inTransaction = () => Boolean((globalThis as { strapi?: Core.Strapi }).strapi?.db?.inTransaction()),
) {
  if (installed) return;
  installed = true;
  const wrapInTransaction = common.wrapInTransaction;
  common.wrapInTransaction = (fn) => {
    const wrapped = wrapInTransaction(fn);
    if (!READS.has(fn.name)) return wrapped;
    return (...args) => (inTransaction() ? wrapped(...args) : fn(...args));
  };
}

/** At bootstrap: the default locale from memory until the core store is written (here or in another process). */
export function rememberDefaultLocale(strapi: Strapi) {
  const locales = strapi.plugin('i18n')?.service('locales') as { getDefaultLocale?: () => Promise<string> } | undefined;
  const read = locales?.getDefaultLocale;
  if (!locales || !read) return;
  let remembered: Promise<string> | null = null;
  let generation = 0;
  onWrites(
    strapi,
    (uid) => uid === 'strapi::core-store',
    () => {
      generation += 1;
      remembered = null;
    },
  );
  locales.getDefaultLocale = () => {
    if (remembered) return remembered;
    const started = generation;
    const reading = read.call(locales);
    remembered = reading;
    reading.then(
      () => {
        if (generation !== started && remembered === reading) remembered = null;
      },
      () => {
        if (remembered === reading) remembered = null;
      },
    );
    return reading;
  };
}
