import { CreateButton, TopToolbar } from 'react-admin';

/** A list's top toolbar with only a Create button; react-admin hides it from who may not create. */
export const CreateActions = () => (
  <TopToolbar>
    <CreateButton />
  </TopToolbar>
);
