import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { ActionDialog } from '@/components/ActionDialog';
import { useExplainedMutation } from '@/components/useExplainedMutation';
import type { SegmentOption } from '@/providers/mailListApi';
import { useApi } from '@/providers/useMe';
import { refusalText } from './refusal';
import { useAddedNotice } from './useAddedNotice';

/** Every profile a segment matches now becomes a member (the server evaluates the segment in one statement). */
export const SegmentDialog = ({
  open,
  listId,
  onClose,
  onAdded,
}: {
  open: boolean;
  listId: string;
  onClose: () => void;
  onAdded: () => void;
}) => {
  const api = useApi();
  const translate = useTranslate();
  const notice = useAddedNotice();
  const [search, setSearch] = useState('');
  const [segment, setSegment] = useState<SegmentOption | null>(null);
  const options = useQuery({
    queryKey: ['mail-list-segment-options', search],
    queryFn: async () => (await api.mailListSegmentOptions(search)).data,
    enabled: open,
  });
  const add = useExplainedMutation((documentId: string) => api.mailListAddSegment(listId, documentId), {
    explain: (error) => refusalText(error, translate),
    onSuccess: ({ data }) => {
      notice(data.added + data.confirmed);
      onAdded();
      onClose();
    },
  });
  return (
    <ActionDialog
      open={open}
      onClose={onClose}
      onOpen={() => setSegment(null)}
      title={translate('app.mailLists.members.add_segment')}
      maxWidth="sm"
      testId="add-segment-dialog"
      refusal={add.refusal ? { text: add.refusal, testId: 'add-segment-refusal' } : null}
      busy={add.busy}
      action={{
        label: 'app.mailLists.members.add',
        testId: 'add-segment-submit',
        onClick: () => segment && add.run(segment.documentId),
      }}
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('app.mailLists.members.segment_help')}
      </Typography>
      <Autocomplete
        options={options.data ?? []}
        value={segment}
        loading={options.isFetching}
        filterOptions={(all) => all}
        getOptionLabel={(o) => o.name}
        isOptionEqualToValue={(a, b) => a.documentId === b.documentId}
        onChange={(_, value) => setSegment(value)}
        onInputChange={(_, value, reason) => reason === 'input' && setSearch(value)}
        noOptionsText={translate('app.mailLists.members.no_segments')}
        renderInput={(params) => <TextField {...params} label={translate('app.mailLists.members.segment')} autoFocus />}
      />
    </ActionDialog>
  );
};
