import { useNotify } from 'react-admin';

/** "3 added, 1 was already a member": the answer of an add, as a toast. */
export const useAddedNotice = () => {
  const notify = useNotify();
  return (added: number, already = 0) =>
    notify('app.mailLists.members.added', { type: 'info', messageArgs: { smart_count: added, already } });
};
