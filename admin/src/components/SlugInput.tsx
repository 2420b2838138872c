import { useEffect, useRef } from 'react';
import { TextInput, required } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { slugify } from '@newsroom/config';

/**
 * The slug, filled from `from` (title or name) while creating until the user edits it by hand.
 * On edit forms the saved slug is never changed by itself: links to it would break.
 */
export const SlugInput = ({ from, autoFill }: { from: string; autoFill: boolean }) => {
  const { setValue, getFieldState } = useFormContext();
  const source = useWatch({ name: from }) as string | undefined;
  const lastAuto = useRef<string>('');
  const slug = useWatch({ name: 'slug' }) as string | undefined;
  useEffect(() => {
    if (!autoFill) return;
    // Typed by hand: the slug differs from what we filled in last time.
    if (slug && slug !== lastAuto.current && getFieldState('slug').isDirty) return;
    const next = slugify(source ?? '');
    lastAuto.current = next;
    if (next !== (slug ?? '')) setValue('slug', next, { shouldDirty: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [source, autoFill]);
  return <TextInput source="slug" validate={required()} fullWidth helperText="app.content.slug_help" />;
};
