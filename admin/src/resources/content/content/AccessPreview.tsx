import CheckIcon from '@mui/icons-material/CheckCircleOutline';
import BlockIcon from '@mui/icons-material/BlockOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import type { ReaderAccess } from '@newsroom/config';
import { useApi } from '@/providers/useMe';
import { HeadingWithText } from '@/components/HeadingWithText';
import { useApiMutation } from '@/components/useApiMutation';

/**
 * "Who can read this": asks the server (GET /api/contents/{id}/access) which kinds of readers may
 * open the saved version of this item and why.
 */
export const AccessPreview = ({ locale }: { locale: string }) => {
  const api = useApi();
  const record = useRecordContext();
  const translate = useTranslate();
  const [rows, setRows] = useState<ReaderAccess[] | null>(null);
  // A refusal is toasted by the transport.
  const { run: check, busy } = useApiMutation((id: string) => api.contentAccess(id, locale), {
    onSuccess: (result) => setRows(result.data ?? []),
  });
  if (!record?.id) return null;

  return (
    <Box data-testid="access-preview" sx={{ mt: 2, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <HeadingWithText
        titleKey="app.content.access_preview.title"
        textKey="app.content.access_preview.text"
        variant="subtitle2"
        component="h4"
      />
      <Button variant="outlined" onClick={() => check(String(record.id))} disabled={busy}>
        {translate(rows ? 'app.content.access_preview.refresh' : 'app.content.access_preview.check')}
      </Button>
      {rows && (
        <List dense>
          {rows.map((row) => (
            <ListItem key={row.reader} data-testid={`access-${row.reader}`}>
              <ListItemIcon>{row.allowed ? <CheckIcon color="success" /> : <BlockIcon color="error" />}</ListItemIcon>
              <ListItemText
                primary={`${translate(`app.content.readers.${row.reader}`, { _: row.reader })}: ${translate(
                  row.allowed ? 'app.content.access_preview.allowed' : 'app.content.access_preview.denied',
                )}`}
                secondary={row.reason}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
};
