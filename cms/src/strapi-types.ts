/**
 * The types services, controllers and policies take from Strapi, Koa and knex, in one place so every
 * module names them alike. Strapi's own results (document and query rows) are loosely typed: `Row` is
 * that edge; narrow it where a value is used.
 */
import type { Core, UID } from '@strapi/strapi';
import type { Context, Next as KoaNext } from 'koa';
import type { Knex } from 'knex';

export type Strapi = Core.Strapi;
/** The argument Strapi passes to a service, controller, policy or middleware factory. */
export type WithStrapi = { strapi: Strapi };
/** A request's context (Koa's, with Strapi's `state.user`, `params` and parsed `request.body`). */
export type Ctx = Context;
export type Next = KoaNext;
/** A knex transaction, as `strapi.db.transaction` hands it to its callback. */
export type Trx = Knex.Transaction;
/** The database connection or a transaction: what a query that may run in either takes. */
export type Db = Knex | Knex.Transaction;
/** A knex query being built (for helpers that add conditions to one). */
export type Query = Knex.QueryBuilder;
/** A content type's uid, as the document service takes it (ours are plain strings until checked here). */
export type ContentTypeUid = UID.ContentType;
/**
 * Filters handed on to Strapi as a request brought them (Strapi's query validation checked them): its
 * filter type is per content type and cannot describe filters built at run time, so this edge is `any`.
 */
export type PassedFilters = any;
/** A row as Strapi's document and query services answer it. */
export type Row = Record<string, any>;
/** The signed-in account on `ctx.state.user` (users-permissions' user with its role populated). */
export type AccountUser = {
  id: number;
  email: string;
  username?: string;
  blocked?: boolean;
  role: { id: number; type: string; name?: string };
};
