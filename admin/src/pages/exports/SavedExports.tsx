import DeleteIcon from '@mui/icons-material/DeleteOutline';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useTranslate } from 'react-admin';
import { exportApi, type ExportDefinition } from '@/providers/exportApi';

export const DEFINITIONS_KEY = ['exports', 'definitions'];

/** The user's saved exports: load one into the builder, or delete it after asking. */
export const SavedExports = ({ onUse }: { onUse: (definition: ExportDefinition) => void }) => {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const { data: definitions = [] } = useQuery({ queryKey: DEFINITIONS_KEY, queryFn: exportApi.definitions });
  const [deleting, setDeleting] = useState<ExportDefinition | null>(null);
  const remove = async () => {
    if (!deleting) return;
    await exportApi.remove(deleting.documentId).catch(() => undefined);
    setDeleting(null);
    await queryClient.invalidateQueries({ queryKey: DEFINITIONS_KEY });
  };
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('app.exports.saved_title')}
        </Typography>
        {definitions.length === 0 ? (
          <Typography color="text.secondary">{translate('app.exports.saved_empty')}</Typography>
        ) : (
          <Stack spacing={1}>
            {definitions.map((definition) => (
              <Stack
                key={definition.documentId}
                direction="row"
                sx={{ alignItems: 'center', gap: 1 }}
                data-testid={`export-definition-${definition.name}`}
              >
                <Typography sx={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
                  {definition.name}
                  <Typography component="span" variant="body2" color="text.secondary">
                    {' · '}
                    {translate(`app.exports.kinds.${definition.kind}`)}
                  </Typography>
                </Typography>
                <Button size="small" onClick={() => onUse(definition)}>
                  {translate('app.exports.use')}
                </Button>
                <IconButton
                  size="small"
                  aria-label={translate('app.exports.delete')}
                  onClick={() => setDeleting(definition)}
                >
                  <DeleteIcon fontSize="small" />
                </IconButton>
              </Stack>
            ))}
          </Stack>
        )}
      </CardContent>
      <Confirm
        isOpen={!!deleting}
        title="app.exports.delete_title"
        content="app.exports.delete_text"
        translateOptions={{ name: deleting?.name ?? '' }}
        onConfirm={remove}
        onClose={() => setDeleting(null)}
      />
    </Card>
  );
};
