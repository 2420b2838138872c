import Typography from '@mui/material/Typography';
import type { TagUsage } from '@newsroom/config';
import { useTranslate } from 'react-admin';

/** A place's catalog key: `content.tags` → app.tag_manager.places.content_tags (dots would nest the key). */
export const placeKey = (place: string) => `app.tag_manager.places.${place.replace(/[.-]/g, '_')}`;

/** Where a tag is used, one line per place with its count ("12 contentitems"), or that it is used nowhere. */
export const UsageList = ({ usage, testId }: { usage: TagUsage; testId: string }) => {
  const translate = useTranslate();
  const entries = Object.entries(usage).filter(([, n]) => n > 0);
  if (!entries.length)
    return (
      <Typography variant="body2" data-testid={testId}>
        {translate('app.tag_manager.unused')}
      </Typography>
    );
  return (
    <ul data-testid={testId} style={{ margin: 0, paddingLeft: '1.25rem' }}>
      {entries.map(([place, n]) => (
        <li key={place}>
          <Typography variant="body2" component="span">
            {translate(placeKey(place), { smart_count: n, _: `${place}: ${n}` })}
          </Typography>
        </li>
      ))}
    </ul>
  );
};
