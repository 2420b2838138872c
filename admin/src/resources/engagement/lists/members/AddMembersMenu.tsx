import PersonAddIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import SegmentIcon from '@mui/icons-material/FilterAltOutlined';
import UploadIcon from '@mui/icons-material/UploadFileOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { usePermitted } from '@/components/usePermitted';
import { AddProfilesDialog } from './AddProfilesDialog';
import { ImportDialog } from './ImportDialog';
import { SegmentDialog } from './SegmentDialog';

type Dialog = 'profiles' | 'segment' | 'import' | null;

/** The three ways staff add members, each shown only with its action. */
export const AddMembersMenu = ({ listId, onChanged }: { listId: string; onChanged: () => void }) => {
  const translate = useTranslate();
  const [open, setOpen] = useState<Dialog>(null);
  const can = {
    profiles: usePermitted('addMembers'),
    segment: usePermitted('addFromSegment'),
    import: usePermitted('importMembers'),
  };
  const close = () => setOpen(null);
  const button = (dialog: Exclude<Dialog, null>, icon: JSX.Element) =>
    can[dialog] && (
      <Button
        variant="outlined"
        size="small"
        startIcon={icon}
        onClick={() => setOpen(dialog)}
        data-testid={`add-${dialog}`}
      >
        {translate(`app.mailLists.members.add_${dialog}`)}
      </Button>
    );
  return (
    <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
      {button('profiles', <PersonAddIcon />)}
      {button('segment', <SegmentIcon />)}
      {button('import', <UploadIcon />)}
      <AddProfilesDialog open={open === 'profiles'} listId={listId} onClose={close} onAdded={onChanged} />
      <SegmentDialog open={open === 'segment'} listId={listId} onClose={close} onAdded={onChanged} />
      <ImportDialog open={open === 'import'} listId={listId} onClose={close} onImported={onChanged} />
    </Stack>
  );
};
