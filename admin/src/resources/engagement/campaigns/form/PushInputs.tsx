import NotificationsIcon from '@mui/icons-material/NotificationsOutlined';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { PUSH_LIMITS } from '@newsroom/config';
import { maxLength, required, TextInput, useTranslate, type Validator } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { UploadUrlInput } from '@/components/UploadUrlInput';
import { apiUrl } from '@/providers/apiBase';

/** https only (the server's rule, docs/push.md); an image may also be a media library file (`/uploads/...`). */
const https =
  (code: string, uploads = false): Validator =>
  (value: unknown) => {
    if (!value) return undefined;
    const text = String(value);
    if (uploads && /^\/uploads\/[^?#]+$/.test(text)) return undefined;
    try {
      return new URL(text).protocol === 'https:' ? undefined : `app.errors.codes.${code}`;
    } catch {
      return `app.errors.codes.${code}`;
    }
  };

const hostOf = (url: unknown) => {
  try {
    return new URL(String(url)).host;
  } catch {
    return '';
  }
};

type Notification = { title?: string | null; body?: string | null; url?: string | null; image?: string | null };

/** How the notification will look, roughly as a desktop browser shows it (the browser decides the details). */
export const NotificationPreview = ({ title, body, url, image }: Notification) => {
  const translate = useTranslate();
  const imageSrc = image && /^(https:\/\/|\/uploads\/)/.test(image) ? image : undefined;
  return (
    <Box sx={{ my: 2 }} data-testid="push-preview">
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mb: 1 }}>
        {translate('app.push_campaigns.preview')}
      </Typography>
      <Paper variant="outlined" sx={{ maxWidth: 380, p: 1.5, display: 'flex', gap: 1.5, alignItems: 'flex-start' }}>
        <NotificationsIcon color="action" aria-hidden />
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }} data-testid="push-preview-title">
            {title || translate('app.push_campaigns.preview_title')}
          </Typography>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }} data-testid="push-preview-body">
            {body || translate('app.push_campaigns.preview_body')}
          </Typography>
          {url && (
            <Typography variant="caption" color="text.secondary" data-testid="push-preview-host">
              {hostOf(url)}
            </Typography>
          )}
          {imageSrc && (
            <Box
              component="img"
              src={apiUrl(imageSrc)}
              alt=""
              referrerPolicy="no-referrer"
              sx={{ display: 'block', mt: 1, maxWidth: '100%', maxHeight: 160, borderRadius: 1 }}
            />
          )}
        </Box>
      </Paper>
    </Box>
  );
};

/** The preview of what the form holds now. */
const PushPreview = () => {
  const [title, body, url, image] = useWatch({ name: ['pushTitle', 'pushBody', 'pushUrl', 'pushImage'] }) as string[];
  return <NotificationPreview title={title} body={body} url={url} image={image} />;
};

/** A push campaign's message: title, text, link and image (SPEC 3 "for push"), with a preview. */
export const PushInputs = () => (
  <>
    <TextInput
      source="pushTitle"
      validate={[required(), maxLength(PUSH_LIMITS.titleMax)]}
      fullWidth
      inputProps={{ 'data-testid': 'push-title' }}
    />
    <TextInput
      source="pushBody"
      validate={[required(), maxLength(PUSH_LIMITS.bodyMax)]}
      multiline
      minRows={2}
      fullWidth
      inputProps={{ 'data-testid': 'push-body' }}
    />
    <TextInput
      source="pushUrl"
      validate={[maxLength(PUSH_LIMITS.urlMax), https('push_url_https')]}
      helperText="app.push_campaigns.url_help"
      fullWidth
      inputProps={{ 'data-testid': 'push-url' }}
    />
    {/* The file's own /uploads/... address: the server then checks it is a stored image (docs/push.md). */}
    <UploadUrlInput
      source="pushImage"
      accept="image/*"
      validate={[maxLength(PUSH_LIMITS.urlMax), https('push_image_invalid', true)]}
      helperText="app.push_campaigns.image_help"
      absolute={false}
      testId="push-image"
    />
    <PushPreview />
  </>
);
