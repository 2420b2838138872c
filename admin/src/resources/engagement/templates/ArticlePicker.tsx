import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { useGetList, useLocaleState, useTranslate } from 'react-admin';
import { formatDateTime } from '@/components/formatDate';

export type PickedArticle = { documentId: string; title: string; locale?: string };

/** The content picker of the article block: published content only, newest first, searched by title. */
export const ArticlePicker = ({
  open,
  onClose,
  onPick,
}: {
  open: boolean;
  onClose: () => void;
  onPick: (article: PickedArticle) => void;
}) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const [typed, setTyped] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(typed.trim()), 300);
    return () => clearTimeout(timer);
  }, [typed]);
  const { data = [], isPending } = useGetList(
    'content',
    {
      filter: { status: 'PUBLISHED', ...(q ? { q } : {}) },
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'publicationDate', order: 'DESC' },
    },
    { enabled: open },
  );
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm" data-testid="article-picker">
      <DialogTitle>{translate('app.mailTemplates.picker.title')}</DialogTitle>
      <DialogContent>
        <TextField
          label={translate('app.mailTemplates.picker.search')}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          fullWidth
          margin="dense"
          autoFocus
          slotProps={{ htmlInput: { 'data-testid': 'article-picker-search' } }}
        />
        {!isPending && data.length === 0 && (
          <Typography variant="body2" sx={{ mt: 2 }} data-testid="article-picker-empty">
            {translate('app.mailTemplates.picker.empty')}
          </Typography>
        )}
        <List dense>
          {data.map((item) => (
            <ListItemButton
              key={item.id}
              onClick={() =>
                onPick({ documentId: String(item.documentId ?? item.id), title: item.title, locale: item.locale })
              }
              data-testid="article-picker-item"
            >
              <ListItemText
                primary={item.title}
                secondary={item.publicationDate ? formatDateTime(item.publicationDate, locale) : item.introduction}
              />
            </ListItemButton>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{translate('ra.action.cancel')}</Button>
      </DialogActions>
    </Dialog>
  );
};
