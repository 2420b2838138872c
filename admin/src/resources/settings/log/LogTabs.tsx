import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link } from 'react-router-dom';
import { useTranslate } from 'react-admin';
import { usePermitted } from '@/components/usePermitted';

/**
 * Settings → Logs has two tabs: the log of every entry type (/settings/log) and the e-mails the system sent
 * (the outbox, /settings/log/emails). Each tab shows only to those allowed to open it.
 */
export const LogTabs = ({ current }: { current: 'log' | 'emails' }) => {
  const translate = useTranslate();
  const log = usePermitted('list', 'settings/log');
  const emails = usePermitted('list', 'settings/log/emails');
  return (
    <Tabs value={current} aria-label={translate('app.log.tabs.label')} sx={{ mb: 1 }} variant="scrollable">
      {log && (
        <Tab
          value="log"
          label={translate('app.log.tabs.log')}
          component={Link}
          to="/settings/log"
          data-testid="log-tab-log"
        />
      )}
      {emails && (
        <Tab
          value="emails"
          label={translate('app.log.tabs.emails')}
          component={Link}
          to="/settings/log/emails"
          data-testid="log-tab-emails"
        />
      )}
    </Tabs>
  );
};
