import { CreateButton, TopToolbar } from 'react-admin';
import { usePermitted } from './usePermitted';

/** A list's top toolbar with only a Create button, for users who may create. */
export const CreateActions = () => {
  const canCreate = usePermitted('create');
  return <TopToolbar>{canCreate && <CreateButton />}</TopToolbar>;
};
