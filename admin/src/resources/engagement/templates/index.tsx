import { DataTable, type ResourceProps } from 'react-admin';
import { Create, Edit } from '@/components/RecordPages';
import { CreateActions } from '@/components/CreateActions';
import { ListSearchInput } from '@/components/ListSearchInput';
import { ConsoleList } from '@/components/lists/ConsoleList';
import { DateTimeColumn } from '@/components/lists/DateTimeColumn';
import { ListTable } from '@/components/lists/ListTable';
import { ResourceForm } from '@/components/ResourceForm';
import { UnsavedChangesScope } from '@/components/UnsavedChanges';
import { templateTransform } from './designValues';
import { TemplateInputs } from './TemplateInputs';

export { PreviewFrame, PREVIEW_WIDTHS } from './PreviewFrame';
export { PreviewMailDialog } from './PreviewMailDialog';

const filters = [<ListSearchInput key="q" source="q" alwaysOn />];

const TemplateList = () => (
  <ConsoleList
    texts="mailTemplates"
    filters={filters}
    sort={{ field: 'updatedAt', order: 'DESC' }}
    actions={<CreateActions />}
  >
    <ListTable texts="mailTemplates" keyColumns={['name', 'subject', 'updatedAt']} rowClick="edit">
      <DataTable.Col source="name" />
      <DataTable.Col source="subject" />
      <DataTable.Col source="fromEmail" />
      <DateTimeColumn source="updatedAt" />
    </ListTable>
  </ConsoleList>
);

const NEW_TEMPLATE = { design: { blocks: [] }, textEdited: false };

const TemplateCreate = () => (
  <UnsavedChangesScope>
    <Create>
      <ResourceForm wide testId="template-form" defaultValues={NEW_TEMPLATE} transform={templateTransform}>
        <TemplateInputs />
      </ResourceForm>
    </Create>
  </UnsavedChangesScope>
);

const TemplateEdit = () => (
  <UnsavedChangesScope>
    <Edit redirect={false} mutationMode="pessimistic">
      <ResourceForm edit wide testId="template-form" transform={templateTransform}>
        <TemplateInputs />
      </ResourceForm>
    </Edit>
  </UnsavedChangesScope>
);

/** `/mail/emailtemplates`: newsletters made of blocks, previewed on desktop and mobile (SPEC 3 "Email templates"). */
export const emailTemplatesResource: Omit<ResourceProps, 'name'> = {
  list: TemplateList,
  create: TemplateCreate,
  edit: TemplateEdit,
};
