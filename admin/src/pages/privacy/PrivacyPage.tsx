import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'react-admin';
import { PageTitle } from '@/components/PageTitle';

const SECTIONS = ['account', 'preferences', 'pageviews', 'outbox', 'contact'] as const;

/** What the console stores: account, preferences, page views and the e-mails in the outbox. */
export const PrivacyPage = () => {
  const translate = useTranslate();
  return (
    <>
      <PageTitle titleKey="app.privacy.title" />
      <Card data-testid="privacy">
        <CardContent>
          <Typography sx={{ mb: 2 }}>{translate('app.privacy.intro')}</Typography>
          {SECTIONS.map((section) => (
            <section key={section}>
              <Typography variant="h6" component="h2" sx={{ mt: 2 }}>
                {translate(`app.privacy.${section}_title`)}
              </Typography>
              <Typography color="text.secondary">{translate(`app.privacy.${section}`)}</Typography>
            </section>
          ))}
        </CardContent>
      </Card>
    </>
  );
};
