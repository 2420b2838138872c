/**
 * SPEC 7's file listing: `adminListFiles(path, fileExtensionFilter)` answers a folder's files (filename, type,
 * src, ext) and its folders' names, through the file manager's service (the same rules and SQL pages as REST),
 * guarded by the media library's find action as SPEC 6 names it. Registered at the upload plugin's register,
 * before GraphQL builds its schema.
 */
import { FILE_PAGE_SIZE } from '@newsroom/config';
import type { Strapi } from '../../strapi-types';
import { listOptionsOf } from '../../api/file-manager/services/listing';

const typeDefs = `
  type AdminFile { filename: String! type: String! src: String! ext: String! }
  type AdminFileListing { path: String! files: [AdminFile!]! folders: [String!]! total: Int! }
  extend type Query {
    adminListFiles(path: String!, fileExtensionFilter: [String], search: String, page: Int, pageSize: Int): AdminFileListing!
  }
`;

type Args = { path: string; fileExtensionFilter?: string[] | null; search?: string; page?: number; pageSize?: number };

export function registerFileGraphql(strapi: Strapi) {
  const extension = strapi.plugin('graphql')?.service('extension');
  if (!extension) return;
  extension.use(() => ({
    typeDefs,
    resolvers: {
      Query: {
        async adminListFiles(_parent: unknown, args: Args) {
          const options = listOptionsOf({
            search: args.search ?? '',
            page: args.page ?? 1,
            pageSize: args.pageSize ?? FILE_PAGE_SIZE,
            ext: args.fileExtensionFilter ?? [],
          });
          const { listing, pagination } = await strapi
            .service('api::file-manager.file-manager')
            .list(args.path, options);
          return {
            path: listing.path,
            files: listing.files.map(({ filename, type, src, ext }) => ({ filename, type, src, ext })),
            folders: listing.folders.map((f) => f.name),
            total: pagination.total,
          };
        },
      },
    },
    resolversConfig: { 'Query.adminListFiles': { auth: { scope: ['plugin::upload.content-api.find'] } } },
  }));
}
