import AddIcon from '@mui/icons-material/PersonAddAlt1Outlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { INVITATION_LINK_DAYS } from '@newsroom/config';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useRecordContext, useTranslate } from 'react-admin';
import { EmptyState } from '@/components/EmptyState';
import { usePermitted } from '@/components/usePermitted';
import { useApi } from '@/providers/useMe';
import { AddEmployeeDialog } from './AddEmployeeDialog';
import { EmployeeRow } from './EmployeeRow';
import { ScrollTable } from '@/components/ScrollTable';

const COLUMNS = ['name', 'status', 'companyAdmin', 'vacancyAdmin', 'actions'];

/** The customer's employees (saved customer): their rights, invitations and removal act at once, apart from the form's Save. */
export const EmployeesTab = () => {
  const record = useRecordContext();
  const customerId = String(record?.id ?? '');
  const api = useApi();
  const translate = useTranslate();
  const canAdd = usePermitted('addEmployee');
  const [adding, setAdding] = useState(false);
  const employees = useQuery({
    queryKey: ['customer-employees', customerId],
    queryFn: async () => (await api.customerEmployees(customerId)).data,
    enabled: !!customerId,
    // The tab explains a failure in place; asking again would only delay that (e.g. no order API yet).
    retry: false,
  });
  const refetch = () => void employees.refetch();

  return (
    <Box sx={{ width: '100%' }} data-testid="customer-employees">
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={2}
        justifyContent="space-between"
        alignItems={{ sm: 'center' }}
        sx={{ mb: 1 }}
      >
        <Typography variant="body2" color="text.secondary">
          {translate('app.customers.employees.help', { days: INVITATION_LINK_DAYS })}
        </Typography>
        {canAdd && (
          <Button
            variant="contained"
            startIcon={<AddIcon />}
            onClick={() => setAdding(true)}
            sx={{ flexShrink: 0 }}
            data-testid="add-employee"
          >
            {translate('app.customers.employees.add')}
          </Button>
        )}
      </Stack>
      {employees.isPending && customerId && <LinearProgress />}
      {employees.isError && <Alert severity="error">{translate('app.customers.employees.load_failed')}</Alert>}
      {employees.data?.length === 0 && (
        <EmptyState
          titleKey="app.customers.employees.empty_title"
          textKey="app.customers.employees.empty_text"
          testId="employees-empty"
        />
      )}
      {!!employees.data?.length && (
        <ScrollTable>
          <Table size="small">
            <TableHead>
              <TableRow>
                {COLUMNS.map((column) => (
                  <TableCell key={column} align={column === 'actions' ? 'right' : 'left'}>
                    {translate(`app.customers.employees.fields.${column}`)}
                  </TableCell>
                ))}
              </TableRow>
            </TableHead>
            <TableBody>
              {employees.data.map((employee) => (
                <EmployeeRow
                  key={employee.documentId}
                  customerId={customerId}
                  employee={employee}
                  onChanged={refetch}
                />
              ))}
            </TableBody>
          </Table>
        </ScrollTable>
      )}
      <AddEmployeeDialog
        open={adding}
        customerId={customerId}
        emailDomains={record?.emailDomains}
        onClose={() => setAdding(false)}
        onAdded={refetch}
      />
    </Box>
  );
};
