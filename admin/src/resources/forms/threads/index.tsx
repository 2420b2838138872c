import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import type { ResourceProps } from 'react-admin';
import { Show } from '@/components/RecordPages';
import { ThreadAnswers } from './ThreadAnswers';
import { ThreadConversation } from './ThreadConversation';
import { ThreadList } from './ThreadList';
import { ThreadSidebar } from './ThreadSidebar';

/** A submission: what was sent, the conversation with the reply box, and status, assignee and log beside it. */
const ThreadShow = () => (
  <Show>
    <Grid container spacing={2} sx={{ p: 2 }}>
      <Grid size={{ xs: 12, md: 8 }}>
        <Stack spacing={2}>
          <ThreadAnswers />
          <ThreadConversation />
        </Stack>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <ThreadSidebar />
      </Grid>
    </Grid>
  </Show>
);

/** `/forms/threads`: the submissions of every form, each a conversation. */
export const formThreadsResource: Omit<ResourceProps, 'name'> = {
  list: ThreadList,
  show: ThreadShow,
};
