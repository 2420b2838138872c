import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useCanAccess, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

type TabKey = 'schedules' | 'automations';

/**
 * /mail/triggers in two tabs: the cron schedules (`/mail/triggers`) and the event automations
 * (`/mail/triggers/automations`). Each tab is its own resource and route, so links and the back button work;
 * a tab the user may not open is not shown.
 */
export const TriggerTabs = ({ value }: { value: TabKey }) => {
  const translate = useTranslate();
  const schedules = useCanAccess({ action: 'list', resource: 'mail/triggers' }).canAccess === true;
  const automations = useCanAccess({ action: 'list', resource: 'mail/triggers/automations' }).canAccess === true;
  const tabs: { key: TabKey; to: string; shown: boolean }[] = [
    { key: 'schedules', to: '/mail/triggers', shown: schedules || value === 'schedules' },
    { key: 'automations', to: '/mail/triggers/automations', shown: automations || value === 'automations' },
  ];
  return (
    <Tabs value={value} sx={{ borderBottom: 1, borderColor: 'divider', mb: 1 }} data-testid="trigger-tabs">
      {tabs
        .filter((tab) => tab.shown)
        .map((tab) => (
          <Tab
            key={tab.key}
            value={tab.key}
            label={translate(`app.automations.tabs.${tab.key}`)}
            component={Link}
            to={tab.to}
            data-testid={`trigger-tab-${tab.key}`}
          />
        ))}
    </Tabs>
  );
};
