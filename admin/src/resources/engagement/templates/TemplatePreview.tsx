import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import { TextInput, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { ApiError } from '@/providers/apiError';
import { errorText } from '@/providers/errorText';
import type { TemplateRenderAnswer } from '@/providers/mailTemplateApi';
import { useApi } from '@/providers/useMe';
import { storedDesign } from './designValues';
import { PreviewFrame } from './PreviewFrame';

const T = 'app.mailTemplates.preview';
/** Typing pauses this long before the preview asks the server again. */
const REFRESH_AFTER_MS = 600;

/**
 * The preview of the form as it is (saved or not): desktop and mobile frames from POST /render, and the plain
 * text: generated from the blocks until the user edits it (`textEdited`), "regenerate" puts the generated one back.
 */
export const TemplatePreview = () => {
  const translate = useTranslate();
  const api = useApi();
  const { setValue } = useFormContext();
  const [design, subject, preheader, text, textEdited] = useWatch({
    name: ['design', 'subject', 'preheader', 'text', 'textEdited'],
  });
  const [tab, setTab] = useState<'desktop' | 'mobile' | 'text'>('desktop');
  const [answer, setAnswer] = useState<TemplateRenderAnswer | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const request = JSON.stringify({ design: storedDesign(design), subject, preheader });

  useEffect(() => {
    let current = true;
    const timer = setTimeout(async () => {
      setBusy(true);
      try {
        const { data } = await api.emailTemplateRender(JSON.parse(request));
        if (!current) return;
        setAnswer(data);
        setRefusal(null);
      } catch (error) {
        if (current) setRefusal(error instanceof ApiError ? errorText(error, translate) : String(error));
      } finally {
        if (current) setBusy(false);
      }
    }, REFRESH_AFTER_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [api, request, translate]);

  // Not edited: the text follows the blocks (the server regenerates it on save as well).
  useEffect(() => {
    if (answer && !textEdited && text !== answer.generatedText) setValue('text', answer.generatedText);
  }, [answer, textEdited, text, setValue]);

  return (
    <Box sx={{ width: '100%' }} data-testid="template-preview">
      <Typography variant="h6">{translate(`${T}.title`)}</Typography>
      <Tabs value={tab} onChange={(_e, value) => setTab(value)} sx={{ mb: 1 }}>
        <Tab value="desktop" label={translate(`${T}.desktop`)} data-testid="preview-tab-desktop" />
        <Tab value="mobile" label={translate(`${T}.mobile`)} data-testid="preview-tab-mobile" />
        <Tab value="text" label={translate(`${T}.text`)} data-testid="preview-tab-text" />
      </Tabs>
      {busy && <LinearProgress aria-label={translate(`${T}.loading`)} sx={{ mb: 1 }} />}
      {refusal && (
        <Alert severity="warning" sx={{ mb: 1 }} data-testid="preview-refused">
          {translate(`${T}.refused`, { reason: refusal })}
        </Alert>
      )}
      {tab !== 'text' && answer && (
        <PreviewFrame html={answer.html} width={tab} title={translate(`${T}.frame_title`)} />
      )}
      <Box sx={{ display: tab === 'text' ? 'block' : 'none' }}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }} data-testid="text-state">
          {translate(textEdited ? `${T}.text_edited` : `${T}.text_generated`)}
        </Typography>
        <TextInput
          source="text"
          multiline
          minRows={12}
          fullWidth
          onChange={() => setValue('textEdited', true, { shouldDirty: true })}
        />
        <Button
          size="small"
          disabled={!answer}
          onClick={() => {
            setValue('textEdited', false, { shouldDirty: true });
            if (answer) setValue('text', answer.generatedText, { shouldDirty: true });
          }}
          data-testid="text-regenerate"
        >
          {translate(`${T}.regenerate`)}
        </Button>
      </Box>
    </Box>
  );
};
