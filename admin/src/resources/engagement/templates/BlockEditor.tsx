import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { EMAIL_BLOCK_TYPES, type EmailBlockType } from '@newsroom/config';
import { useTranslate } from 'react-admin';
import { useFieldArray } from 'react-hook-form';
import { BlockFields } from './BlockFields';

const T = 'app.mailTemplates.blocks';
const NEW_BLOCK: Record<EmailBlockType, Record<string, unknown>> = {
  text: { type: 'text', html: '' },
  image: { type: 'image', src: '', alt: '', href: '' },
  button: { type: 'button', label: '', href: 'https://', color: '#333333' },
  divider: { type: 'divider' },
  article: { type: 'article', documentId: '', showCover: true },
  latest: { type: 'latest', tag: '', count: 3, locale: 'nl', showCover: true },
};

/** The template's blocks in order: add one of each kind, move up or down, remove. */
export const BlockEditor = () => {
  const translate = useTranslate();
  const { fields, append, remove, move } = useFieldArray({ name: 'design.blocks' });
  return (
    <Box sx={{ width: '100%' }} data-testid="block-editor">
      <Typography variant="h6" sx={{ mb: 1 }}>
        {translate(`${T}.title`)}
      </Typography>
      {fields.length === 0 && (
        <Typography variant="body2" color="text.secondary" data-testid="blocks-empty">
          {translate(`${T}.empty`)}
        </Typography>
      )}
      <Stack spacing={1.5}>
        {fields.map((field, index) => {
          const type = (field as unknown as { type: EmailBlockType }).type;
          return (
            <Card key={field.id} variant="outlined" data-testid={`block-${index}`}>
              <CardContent>
                <Box sx={{ display: 'flex', alignItems: 'center', mb: 1 }}>
                  <Typography variant="subtitle2" sx={{ flexGrow: 1 }}>
                    {index + 1}. {translate(`${T}.types.${type}`)}
                  </Typography>
                  <IconButton
                    size="small"
                    aria-label={translate(`${T}.up`)}
                    disabled={index === 0}
                    onClick={() => move(index, index - 1)}
                  >
                    <ArrowUpwardIcon fontSize="small" />
                  </IconButton>
                  <IconButton
                    size="small"
                    aria-label={translate(`${T}.down`)}
                    disabled={index === fields.length - 1}
                    onClick={() => move(index, index + 1)}
                  >
                    <ArrowDownwardIcon fontSize="small" />
                  </IconButton>
                  <IconButton size="small" aria-label={translate(`${T}.remove`)} onClick={() => remove(index)}>
                    <DeleteIcon fontSize="small" />
                  </IconButton>
                </Box>
                <BlockFields type={type} path={`design.blocks.${index}`} />
              </CardContent>
            </Card>
          );
        })}
      </Stack>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
        {EMAIL_BLOCK_TYPES.map((type) => (
          <Button
            key={type}
            size="small"
            variant="outlined"
            onClick={() => append(NEW_BLOCK[type])}
            data-testid={`add-${type}`}
          >
            {translate(`${T}.add`)}: {translate(`${T}.types.${type}`)}
          </Button>
        ))}
      </Box>
    </Box>
  );
};
