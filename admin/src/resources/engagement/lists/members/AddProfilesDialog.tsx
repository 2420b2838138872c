import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useGetList, useTranslate } from 'react-admin';
import { ActionDialog } from '@/components/ActionDialog';
import { useExplainedMutation } from '@/components/useExplainedMutation';
import { useApi } from '@/providers/useMe';
import { refusalText } from './refusal';
import { useAddedNotice } from './useAddedNotice';

type Option = { id: string; email: string; firstName?: string | null; lastName?: string | null };
const optionLabel = (o: Option) =>
  [[o.firstName, o.lastName].filter(Boolean).join(' '), o.email].filter(Boolean).join(' · ');

/** Staff pick profiles by name or e-mail; they become confirmed members at once. */
export const AddProfilesDialog = ({
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
  const [chosen, setChosen] = useState<Option[]>([]);
  const { data: options = [], isFetching } = useGetList<Option>(
    'users',
    {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'email', order: 'ASC' },
      filter: search ? { q: search } : {},
    },
    { enabled: open },
  );
  const add = useExplainedMutation((ids: string[]) => api.mailListAddProfiles(listId, ids), {
    explain: (error) => refusalText(error, translate),
    onSuccess: ({ data }) => {
      notice(data.added, data.alreadyMembers);
      onAdded();
      onClose();
    },
  });
  return (
    <ActionDialog
      open={open}
      onClose={onClose}
      onOpen={() => setChosen([])}
      title={translate('app.mailLists.members.add_profiles')}
      maxWidth="sm"
      testId="add-profiles-dialog"
      refusal={add.refusal ? { text: add.refusal, testId: 'add-profiles-refusal' } : null}
      busy={add.busy}
      action={{
        label: 'app.mailLists.members.add',
        testId: 'add-profiles-submit',
        onClick: () => chosen.length && add.run(chosen.map((o) => o.id)),
      }}
    >
      <Autocomplete
        multiple
        options={options}
        value={chosen}
        loading={isFetching}
        filterOptions={(all) => all}
        getOptionLabel={optionLabel}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        onChange={(_, value) => setChosen(value)}
        onInputChange={(_, value) => setSearch(value)}
        renderInput={(params) => (
          <TextField {...params} label={translate('app.mailLists.members.profiles')} sx={{ mt: 1 }} autoFocus />
        )}
      />
    </ActionDialog>
  );
};
