import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { MEET_TOPIC_MAX, meetEmbedUrl, type MeetStart } from '@newsroom/config';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { PageTitle } from '@/components/PageTitle';
import { ApiError } from '@/providers/apiError';
import { errorText } from '@/providers/errorText';
import { meetApi } from '@/providers/meetApi';

/** The meeting in the page: the Jitsi room with the user's token, and what support was told. */
const Meeting = ({ meeting, onLeave }: { meeting: MeetStart; onLeave: () => void }) => {
  const translate = useTranslate();
  const url = meetEmbedUrl(meeting);
  return (
    <Stack spacing={2}>
      <Alert severity={meeting.supportNotified ? 'info' : 'warning'} data-testid="meet-support-status">
        {translate(meeting.supportNotified ? 'app.meet.support_told' : 'app.meet.support_not_told', {
          minutes: meeting.supportMinutes,
        })}
      </Alert>
      <Box
        component="iframe"
        title={translate('app.meet.frame_title')}
        src={url}
        data-testid="meet-frame"
        allow="camera; microphone; fullscreen; display-capture; autoplay; clipboard-write"
        sx={{ width: '100%', height: { xs: '70vh', md: '72vh' }, border: 0, borderRadius: 1, bgcolor: 'grey.900' }}
      />
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button variant="outlined" href={url} target="_blank" rel="noopener noreferrer">
          {translate('app.meet.open_tab')}
        </Button>
        <Button color="error" onClick={onLeave} data-testid="meet-leave">
          {translate('app.meet.leave')}
        </Button>
      </Stack>
    </Stack>
  );
};

/** `/meet`: a video meeting with support on the configured Jitsi server (the menu item shows only with one). */
export const MeetPage = () => {
  const translate = useTranslate();
  const [topic, setTopic] = useState('');
  const start = useMutation({ mutationFn: () => meetApi.start(topic.trim()).then((answer) => answer.data) });
  const tooLong = topic.trim().length > MEET_TOPIC_MAX;
  return (
    <Box sx={{ p: { xs: 1, md: 2 } }}>
      <PageTitle titleKey="app.meet.title" />
      {start.data ? (
        <Meeting meeting={start.data} onLeave={() => start.reset()} />
      ) : (
        <Card sx={{ maxWidth: 720 }}>
          <CardContent>
            <Stack spacing={2}>
              <Typography>{translate('app.meet.intro', { minutes: 5 })}</Typography>
              <TextField
                label={translate('app.meet.topic')}
                value={topic}
                onChange={(event) => setTopic(event.target.value)}
                multiline
                minRows={2}
                error={tooLong}
                helperText={translate(tooLong ? 'app.meet.topic_too_long' : 'app.meet.topic_help', {
                  max: MEET_TOPIC_MAX,
                })}
                inputProps={{ 'data-testid': 'meet-topic' }}
              />
              {start.error ? (
                <Alert severity="error" data-testid="meet-error">
                  {start.error instanceof ApiError ? errorText(start.error, translate) : translate('app.meet.failed')}
                </Alert>
              ) : null}
              <Box>
                <Button
                  variant="contained"
                  disabled={start.isPending || tooLong}
                  onClick={() => start.mutate()}
                  data-testid="meet-start"
                >
                  {translate(start.isPending ? 'app.meet.starting' : 'app.meet.start')}
                </Button>
              </Box>
            </Stack>
          </CardContent>
        </Card>
      )}
    </Box>
  );
};
