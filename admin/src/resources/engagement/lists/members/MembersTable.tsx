import DeleteIcon from '@mui/icons-material/PersonRemoveOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import type { MailListMember } from '@newsroom/config';
import { useState } from 'react';
import { Confirm, useLocale, useNotify, useTranslate } from 'react-admin';
import { formatDateTime } from '@/components/formatDate';
import { useApiMutation } from '@/components/useApiMutation';
import { usePermitted } from '@/components/usePermitted';
import { useApi } from '@/providers/useMe';

const COLUMNS = ['member', 'status', 'source', 'requestedAt', 'actions'];
const label = (key: string) => `app.mailLists.members.${key}`;

/** One page of members; removing one asks first. */
export const MembersTable = ({
  listId,
  members,
  onChanged,
}: {
  listId: string;
  members: MailListMember[];
  onChanged: () => void;
}) => {
  const api = useApi();
  const translate = useTranslate();
  const notify = useNotify();
  const locale = useLocale();
  const canRemove = usePermitted('removeMember');
  const [removing, setRemoving] = useState<MailListMember | null>(null);
  const remove = useApiMutation((member: MailListMember) => api.mailListRemoveMember(listId, member.profileId), {
    onSuccess: (_, member) => notify(label('removed'), { type: 'info', messageArgs: { email: member.email } }),
    onSettled: () => {
      setRemoving(null);
      onChanged();
    },
  });
  return (
    <>
      {/* A phone scrolls the table inside the card, not the page or out of sight. */}
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small">
          <TableHead>
            <TableRow>
              {COLUMNS.map((column) => (
                <TableCell key={column} align={column === 'actions' ? 'right' : 'left'}>
                  {column === 'actions' ? '' : translate(label(`fields.${column}`))}
                </TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {members.map((member) => {
              const name = [member.firstName, member.lastName].filter(Boolean).join(' ');
              return (
                <TableRow key={member.profileId} data-testid="member-row">
                  <TableCell>
                    {name && <div>{name}</div>}
                    <div>{member.email}</div>
                  </TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      color={member.status === 'confirmed' ? 'success' : 'warning'}
                      label={translate(label(`statuses.${member.status}`))}
                    />
                  </TableCell>
                  <TableCell>{member.source ? translate(label(`sources.${member.source}`)) : ''}</TableCell>
                  <TableCell>{formatDateTime(member.requestedAt, locale)}</TableCell>
                  <TableCell align="right">
                    {canRemove && (
                      <Tooltip title={translate(label('remove'))}>
                        <IconButton
                          aria-label={translate(label('remove'))}
                          onClick={() => setRemoving(member)}
                          disabled={remove.busy}
                        >
                          <DeleteIcon fontSize="small" />
                        </IconButton>
                      </Tooltip>
                    )}
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </Box>
      <Confirm
        isOpen={!!removing}
        loading={remove.busy}
        title={label('remove_title')}
        content={label('remove_text')}
        translateOptions={{ email: removing?.email ?? '' }}
        onConfirm={() => removing && remove.run(removing)}
        onClose={() => setRemoving(null)}
      />
    </>
  );
};
