import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { required, TextInput, useRecordContext, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { useApi } from '@/providers/useMe';
import { BlockEditor } from './BlockEditor';
import { PreviewMailDialog } from './PreviewMailDialog';
import { TemplatePreview } from './TemplatePreview';

/** "Preview e-mail" sends the saved template: on a new one the button says why it waits. */
const PreviewMailButton = () => {
  const translate = useTranslate();
  const api = useApi();
  const record = useRecordContext();
  const subject = useWatch({ name: 'subject' });
  const [open, setOpen] = useState(false);
  if (!record?.id)
    return (
      <Typography variant="body2" color="text.secondary">
        {translate('app.mailTemplates.preview_mail.save_first')}
      </Typography>
    );
  return (
    <>
      <Button variant="outlined" onClick={() => setOpen(true)} data-testid="preview-mail-open">
        {translate('app.mailTemplates.preview_mail.button')}
      </Button>
      <PreviewMailDialog
        open={open}
        onClose={() => setOpen(false)}
        subject={record.subject ?? subject}
        send={(emails) => api.emailTemplatePreviewMail(String(record.id), emails)}
      />
    </>
  );
};

/** The template's sender and subject and its blocks beside the live preview (Create and Edit share these). */
export const TemplateInputs = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3, width: '100%', alignItems: 'flex-start' }}>
      <Box sx={{ flex: '1 1 420px', minWidth: 0 }}>
        <TextInput source="name" validate={required()} fullWidth />
        <Typography variant="h6" sx={{ mt: 1 }}>
          {translate('app.mailTemplates.sender')}
        </Typography>
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <TextInput source="fromName" sx={{ flex: '1 1 200px' }} />
          <TextInput source="fromEmail" type="email" sx={{ flex: '1 1 200px' }} />
        </Box>
        <TextInput source="subject" fullWidth helperText={translate('app.mailTemplates.subject_help')} />
        <TextInput source="preheader" fullWidth />
        <Box sx={{ my: 2 }}>
          <PreviewMailButton />
        </Box>
        <BlockEditor />
      </Box>
      <Box sx={{ flex: '1 1 400px', minWidth: 0 }}>
        <TemplatePreview />
      </Box>
    </Box>
  );
};
