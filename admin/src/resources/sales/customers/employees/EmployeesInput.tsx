import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { ArrayInput, BooleanInput, SimpleFormIterator, TextInput, useTranslate } from 'react-admin';
import { INVITATION_LINK_DAYS } from '@newsroom/config';
import { Row } from '@/resources/sales/FormGrid';
import { employeeEmailChecks, employeeNameChecks } from '../customerValidators';

const label = (field: string) => `app.customers.employees.fields.${field}`;

/**
 * On a new customer: the people to invite as employees once it is saved. Someone who already works
 * for another customer is not added; the customer is saved anyway and a warning says who.
 */
export const EmployeesInput = () => {
  const translate = useTranslate();
  return (
    <Box sx={{ width: '100%' }} data-testid="customer-new-employees">
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate('app.customers.employees.help', { days: INVITATION_LINK_DAYS })}{' '}
        {translate('app.customers.employees.create_help')}
      </Typography>
      <ArrayInput source="employees" label={false}>
        <SimpleFormIterator
          disableReordering
          getItemLabel={(index) => translate('app.customers.employees.item', { number: index + 1 })}
          sx={{ '& .RaSimpleFormIterator-line': { borderBottom: 1, borderColor: 'divider', py: 1 } }}
        >
          <Row>
            <TextInput source="email" type="email" label={label('email')} validate={employeeEmailChecks} fullWidth />
            <Box />
            <TextInput source="firstName" label={label('firstName')} validate={employeeNameChecks} fullWidth />
            <TextInput source="lastName" label={label('lastName')} validate={employeeNameChecks} fullWidth />
            <BooleanInput source="companyAdmin" label={label('companyAdmin')} defaultValue={false} />
            <BooleanInput source="vacancyAdmin" label={label('vacancyAdmin')} defaultValue={false} />
          </Row>
        </SimpleFormIterator>
      </ArrayInput>
    </Box>
  );
};
