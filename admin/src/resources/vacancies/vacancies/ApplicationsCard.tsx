import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { APPLICATION_TRANSITIONS, amsterdamDateTimeText, type ApplicationStatus } from '@newsroom/config';
import { EmptyState } from '@/components/EmptyState';
import { ScrollTable } from '@/components/ScrollTable';
import { TextButton } from '@/components/TextButton';
import { useApiMutation } from '@/components/useApiMutation';
import { useCanAccessActions } from '@/components/useCanAccessActions';
import { errorText } from '@/providers/errorText';
import { saveFile } from '@/providers/http';
import type { ApiError } from '@/providers/apiError';
import type { VacancyApplication } from '@/providers/vacancyApi';
import { useApi } from '@/providers/useMe';

const COLUMNS = ['name', 'email', 'createdAt', 'status', 'actions'] as const;
const ACTIONS = ['applications', 'applicationMove', 'applicationCv'] as const;

/**
 * The applications to the vacancy on its edit page: who, when, the status, the next steps of the pipeline
 * (APPLICATION_TRANSITIONS) and the private CV. A refused step is explained above the table.
 */
export const ApplicationsCard = () => {
  const { id } = useParams();
  const translate = useTranslate();
  const api = useApi();
  const queryClient = useQueryClient();
  const vacancy = String(id ?? '');
  const allowed = useCanAccessActions('vacancies', ACTIONS);
  const may = (action: (typeof ACTIONS)[number]) => !!allowed?.includes(action);
  const [refusal, setRefusal] = useState<string | null>(null);
  const key = ['vacancyApplications', vacancy];
  const list = useQuery({
    queryKey: key,
    queryFn: () => api.vacancyApplications(vacancy),
    enabled: !!vacancy && may('applications'),
  });
  const move = useApiMutation(
    ({ application, to }: { application: VacancyApplication; to: string }) =>
      api.applicationMove(application.documentId, to),
    {
      onSuccess: () => {
        setRefusal(null);
        queryClient.invalidateQueries({ queryKey: key });
      },
      onError: (failed) => setRefusal(errorText(failed as ApiError, translate)),
    },
  );
  const cv = useApiMutation((application: VacancyApplication) => api.applicationCv(application.documentId), {
    onSuccess: (file, application) => saveFile(file, application.cv?.name ?? 'cv.pdf'),
  });

  if (!allowed || !may('applications') || !vacancy) return null;
  const applications = list.data?.data ?? [];
  return (
    <Card sx={{ mt: 2 }} data-testid="vacancy-applications">
      <CardContent>
        <Typography variant="h6">{translate('app.vacancies.applications.title')}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('app.vacancies.applications.help')}
        </Typography>
        {refusal && (
          <Typography color="error" data-testid="application-refusal">
            {refusal}
          </Typography>
        )}
        {list.isError ? (
          <Typography color="error">{errorText(list.error as ApiError, translate)}</Typography>
        ) : !list.isPending && !applications.length ? (
          <EmptyState
            titleKey="app.vacancies.applications.empty_title"
            textKey="app.vacancies.applications.empty_text"
            testId="applications-empty"
          />
        ) : (
          <ScrollTable>
            <Table size="small">
              <TableHead>
                <TableRow>
                  {COLUMNS.map((column) => (
                    <TableCell key={column}>{translate(`app.vacancies.applications.fields.${column}`)}</TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {applications.map((application) => (
                  <TableRow key={application.documentId} data-testid={`application-${application.email}`}>
                    <TableCell>{`${application.firstName} ${application.lastName}`}</TableCell>
                    <TableCell>{application.email}</TableCell>
                    <TableCell>{amsterdamDateTimeText(application.createdAt)}</TableCell>
                    <TableCell>
                      <Chip
                        size="small"
                        label={translate(`app.vacancies.application_statuses.${application.status}`)}
                      />
                    </TableCell>
                    <TableCell>
                      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
                        {may('applicationMove') &&
                          APPLICATION_TRANSITIONS[application.status as ApplicationStatus].map((to) => (
                            <TextButton
                              key={to}
                              label={`app.vacancies.application_moves.${to}`}
                              disabled={move.busy}
                              onClick={() => move.run({ application, to })}
                              data-testid={`application-move-${to}`}
                            />
                          ))}
                        {may('applicationCv') && application.cv && (
                          <TextButton
                            label="app.vacancies.applications.cv"
                            disabled={cv.busy}
                            onClick={() => cv.run(application)}
                          />
                        )}
                      </Box>
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </ScrollTable>
        )}
      </CardContent>
    </Card>
  );
};
