import type { ResourceProps } from 'react-admin';
import { CommentList } from './CommentList';

/** react-admin resource `comments` (route /comments) over the moderation route /api/comments/moderate/all. */
export const commentsResource: Omit<ResourceProps, 'name'> = {
  list: CommentList,
};
