import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useRecordContext, useTranslate } from 'react-admin';
import { apiOrigin } from '@/providers/apiBase';

/** The public subscribe endpoint of a list, on the API's origin (this server's, or the tenant's API host). */
export const subscribeUrl = (slug: string, origin = apiOrigin()) =>
  `${origin}/api/engagement/lists/${encodeURIComponent(slug)}/subscribe`;

/** An HTML form a website can paste: it posts the address as JSON and always hears 202 (neutral). */
export const subscribeFormExample = (url: string) => `<form id="subscribe">
  <input type="email" name="email" required placeholder="E-mail">
  <input type="text" name="firstName" placeholder="Voornaam">
  <button type="submit">Aanmelden</button>
</form>
<script>
  document.getElementById('subscribe').addEventListener('submit', async (event) => {
    event.preventDefault();
    const form = new FormData(event.target);
    await fetch('${url}', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: form.get('email'), firstName: form.get('firstName') }),
    });
    event.target.replaceWith('Bedankt! Bevestig je aanmelding via de e-mail die we je stuurden.');
  });
</script>`;

const Code = ({ children, testId }: { children: string; testId: string }) => (
  <Typography
    component="pre"
    data-testid={testId}
    sx={{ bgcolor: 'action.hover', p: 1.5, borderRadius: 1, overflowX: 'auto', fontSize: 13, m: 0 }}
  >
    {children}
  </Typography>
);

/** For a PUBLIC list: the URL websites post to and a form to copy; a private list says it takes no subscriptions. */
export const SubscribeSnippet = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  if (!record) return null;
  if (record.visibility !== 'PUBLIC')
    return (
      <Typography variant="body2" color="text.secondary" data-testid="subscribe-private">
        {translate('app.mailLists.snippet.private')}
      </Typography>
    );
  const url = subscribeUrl(record.slug);
  return (
    <Card variant="outlined" data-testid="subscribe-snippet">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('app.mailLists.snippet.title')}
        </Typography>
        <Typography variant="body2" sx={{ mb: 1 }}>
          {translate('app.mailLists.snippet.help')}
        </Typography>
        <Code testId="subscribe-url">{`POST ${url}`}</Code>
        <Typography variant="body2" sx={{ my: 1 }}>
          {translate('app.mailLists.snippet.example')}
        </Typography>
        <Code testId="subscribe-form">{subscribeFormExample(url)}</Code>
      </CardContent>
    </Card>
  );
};
