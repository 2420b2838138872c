/**
 * The table, column and join-table names Strapi gave a content type (its database metadata), for the
 * queries that go through knex: set-based writes, joins, locks and extra indexes. Strapi types an
 * attribute as a union in which only some members carry these names; this reads them once, typed.
 */
import type { Strapi } from '../strapi-types';

export type JoinColumn = { name: string; referencedColumn: string };
/** The link table of a relation: the owner's column, the target's column (absent on polymorphic links). */
export type JoinTable = {
  name: string;
  joinColumn: JoinColumn;
  inverseJoinColumn: JoinColumn;
  orderColumnName?: string;
  inverseOrderColumnName?: string;
  morphColumn?: { typeColumn: { name: string }; idColumn: JoinColumn };
};
export type AttributeModel = {
  type: string;
  columnName?: string;
  relation?: string;
  target?: string;
  joinTable?: JoinTable;
};

export function dbModel(strapi: Strapi, uid: string) {
  const meta = strapi.db.metadata.get(uid);
  const attribute = (name: string): AttributeModel | undefined => meta.attributes[name] as AttributeModel | undefined;
  return {
    table: meta.tableName,
    attribute,
    /** The column of a scalar attribute; `fallback` when the metadata names none. */
    column: (name: string, fallback = name) => attribute(name)?.columnName ?? fallback,
    /** The link table of a relation, if it has one. */
    joinTable: (name: string) => attribute(name)?.joinTable,
    /** The link table of a relation the schema declares with one (a missing one is a programming error). */
    link: (name: string): JoinTable => {
      const join = attribute(name)?.joinTable;
      if (!join) throw new Error(`${uid}.${name} has no link table`);
      return join;
    },
  };
}
export type DbModel = ReturnType<typeof dbModel>;
