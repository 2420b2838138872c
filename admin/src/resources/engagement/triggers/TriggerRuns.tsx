import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import {
  DataTable,
  Link,
  NumberField,
  Pagination,
  ReferenceManyField,
  useCanAccess,
  useCreatePath,
  useRecordContext,
  useTranslate,
} from 'react-admin';
import { EmptyState } from '@/components/EmptyState';
import { DateTimeColumn } from '@/components/lists/DateTimeColumn';
import { ResponsiveDataTable } from '@/components/ResponsiveDataTable';
import { CampaignStatusChip } from '../campaigns/CampaignStatusChip';

const CampaignLink = ({ record }: { record: Record<string, unknown> }) => {
  const createPath = useCreatePath();
  return (
    <Link
      to={createPath({ resource: 'mail/campaigns', id: String(record.id), type: 'show' })}
      data-testid="trigger-run-link"
    >
      {String(record.name ?? record.id)}
    </Link>
  );
};

/** Each run is a campaign whose `trigger` is this one, newest first, with its status and how many it sent. */
export const TriggerRuns = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const { canAccess, isPending } = useCanAccess({ resource: 'mail/campaigns', action: 'list' });
  if (!record || isPending || !canAccess) return null;
  return (
    <Card data-testid="trigger-runs">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
          {translate('app.triggers.runs.title')}
        </Typography>
        <ReferenceManyField
          reference="mail/campaigns"
          target="trigger.documentId"
          sort={{ field: 'createdAt', order: 'DESC' }}
          perPage={10}
          pagination={<Pagination rowsPerPageOptions={[10, 25, 50]} />}
        >
          <ResponsiveDataTable
            keyColumns={['name', 'status']}
            bulkActionButtons={false}
            rowClick={false}
            empty={
              <EmptyState
                titleKey="app.triggers.runs.empty_title"
                textKey="app.triggers.runs.empty_text"
                testId="trigger-runs-empty"
              />
            }
          >
            <DataTable.Col
              source="name"
              label="app.triggers.runs.name"
              render={(run) => <CampaignLink record={run} />}
            />
            <DataTable.Col
              source="status"
              label="app.triggers.runs.status"
              render={(run) => <CampaignStatusChip status={String(run.status)} />}
            />
            <DataTable.NumberCol source="sentCount" label="app.triggers.runs.sentCount">
              <NumberField source="sentCount" />
            </DataTable.NumberCol>
            <DateTimeColumn source="startedAt" label="app.triggers.runs.startedAt" />
          </ResponsiveDataTable>
        </ReferenceManyField>
      </CardContent>
    </Card>
  );
};
