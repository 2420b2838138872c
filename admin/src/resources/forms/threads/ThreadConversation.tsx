import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { FORM_LIMITS, type ThreadMessage } from '@newsroom/config';
import { useState } from 'react';
import { Button, useLocale, useNotify, useRecordContext, useRefresh, useTranslate } from 'react-admin';
import { ApiError } from '@/providers/apiError';
import { errorText } from '@/providers/errorText';
import { useApiMutation } from '@/components/useApiMutation';
import { usePermitted } from '@/components/usePermitted';
import { formatDateTime } from '@/components/formatDate';
import { useApi } from '@/providers/useMe';

const Message = ({ message }: { message: ThreadMessage }) => {
  const translate = useTranslate();
  const locale = useLocale();
  const out = message.direction === 'out';
  return (
    <Paper
      variant="outlined"
      sx={{
        p: 1.5,
        alignSelf: out ? 'flex-end' : 'flex-start',
        maxWidth: '85%',
        bgcolor: out ? 'action.hover' : 'background.paper',
      }}
      data-testid={`thread-message-${message.direction}`}
    >
      <Typography variant="caption" color="text.secondary" component="div">
        {out
          ? translate('app.formThreads.outgoing', { name: message.by?.name ?? '' })
          : translate('app.formThreads.incoming')}
        {!out && message.via ? ` · ${translate(`app.formThreads.via.${message.via}`)}` : ''}
        {' · '}
        {formatDateTime(message.at, locale)}
      </Typography>
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
        {message.body}
      </Typography>
    </Paper>
  );
};

/** The reply box: sent by e-mail with a reply link; a refusal is explained above the box, the text kept. */
const ReplyBox = ({ documentId, email, closed }: { documentId: string; email: string; closed: boolean }) => {
  const api = useApi();
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const [body, setBody] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const { run, busy } = useApiMutation(() => api.formThreadReply(documentId, body), {
    onSuccess: () => {
      setBody('');
      setRefusal(null);
      notify('app.formThreads.reply_sent', { type: 'info' });
      refresh();
    },
    onError: (error) => setRefusal(error instanceof ApiError ? errorText(error, translate) : String(error)),
  });
  if (closed) return <Alert severity="info">{translate('app.formThreads.reply_closed')}</Alert>;
  return (
    <Box>
      {refusal && (
        <Alert severity="error" sx={{ mb: 1 }} data-testid="reply-refusal">
          {refusal}
        </Alert>
      )}
      <TextField
        label={translate('app.formThreads.reply_label', { email })}
        value={body}
        onChange={(event) => setBody(event.target.value)}
        multiline
        minRows={4}
        fullWidth
        slotProps={{ htmlInput: { maxLength: FORM_LIMITS.messageMax, 'data-testid': 'reply-body' } }}
      />
      <Button
        label="app.formThreads.reply_send"
        onClick={() => run()}
        disabled={busy || !body.trim()}
        variant="contained"
        sx={{ mt: 1 }}
        data-testid="reply-send"
      />
    </Box>
  );
};

/** The messages both ways, oldest first, and the reply box for those who may reply. */
export const ThreadConversation = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const mayReply = usePermitted('reply');
  if (!record) return null;
  const messages = (record.messages ?? []) as ThreadMessage[];
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('app.formThreads.messages')}
        </Typography>
        {messages.length ? (
          <Stack spacing={1} sx={{ mb: 2 }}>
            {messages.map((message) => (
              <Message key={message.id} message={message} />
            ))}
          </Stack>
        ) : (
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {translate('app.formThreads.no_messages', { email: record.email })}
          </Typography>
        )}
        {mayReply && (
          <ReplyBox
            documentId={String(record.documentId ?? record.id)}
            email={record.email}
            closed={record.status === 'closed'}
          />
        )}
      </CardContent>
    </Card>
  );
};
