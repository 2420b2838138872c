/** The slug suggested from a title: the shared rule of config/src/slug.ts (also the CMS's and the import's). */
export { slugify } from '@newsroom/config';
