import { useCallback } from 'react';
import {
  useGetRecordRepresentation,
  useGetResourceLabel,
  useNotify,
  useResourceContext,
  useResourceDefinition,
  useTranslate,
  type RaRecord,
} from 'react-admin';

/**
 * Resource `options.kindOf`: the catalog key naming what a record is when the resource's own name is
 * too vague (the content resource: "Artikel", "Pagina" by the record's type instead of "Inhoud").
 */
export interface CreatedNoticeOptions {
  kindOf?: (record: RaRecord) => string | undefined;
}

/**
 * The toast after creating a record, naming it: Artikel „Titel” aangemaakt / Article “Title” created.
 * The name is the resource's recordRepresentation (its title or name field); without one, "Klant aangemaakt".
 */
export const useCreatedNotice = (resourceProp?: string) => {
  const resource = useResourceContext({ resource: resourceProp });
  const { options } = useResourceDefinition({ resource });
  const represent = useGetRecordRepresentation(resource);
  const resourceLabel = useGetResourceLabel();
  const translate = useTranslate();
  const notify = useNotify();
  return useCallback(
    (record: RaRecord) => {
      const kindKey = (options as CreatedNoticeOptions | undefined)?.kindOf?.(record);
      const fallback = resource ? resourceLabel(resource, 1) : translate('app.notifications.item');
      const kind = kindKey ? translate(kindKey, { _: fallback }) : fallback;
      const represented = represent(record);
      // react-admin's fallback representation is "#<id>": not a name a person gave it.
      const name = typeof represented === 'string' && !represented.startsWith('#') ? represented.trim() : '';
      notify(name ? 'app.notifications.created' : 'app.notifications.created_unnamed', {
        type: 'info',
        messageArgs: { kind, name },
      });
    },
    [options, resource, resourceLabel, represent, translate, notify],
  );
};
