import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { EmptyState } from '@/components/EmptyState';
import { apiOrigin } from '@/providers/apiBase';

/** The website's part: ask permission, subscribe with the public key, send the subscription to this server. */
export const registerSnippet = (
  origin = apiOrigin(),
) => `// On the website, after the visitor clicks "Allow notifications":
const registration = await navigator.serviceWorker.register('/sw.js');
const { data } = await (await fetch('${origin}/api/push/public-key')).json();
const subscription = await registration.pushManager.subscribe({
  userVisibleOnly: true,
  applicationServerKey: data.publicKey,
});
await fetch('${origin}/api/push/subscriptions', {
  method: 'POST',
  headers: { 'Content-Type': 'application/json' },
  body: JSON.stringify({ subscription, locale: document.documentElement.lang || 'nl' }),
});

// In /sw.js: show the message ({title, body, url, image}) and open its link on a click.
self.addEventListener('push', (event) => {
  const message = event.data.json();
  event.waitUntil(self.registration.showNotification(message.title, {
    body: message.body, image: message.image, data: { url: message.url },
  }));
});
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  if (event.notification.data.url) event.waitUntil(clients.openWindow(event.notification.data.url));
});`;

/** No device yet: what makes one appear, and the snippet a website needs. */
export const PushEmpty = () => (
  <EmptyState titleKey="app.push.empty_title" textKey="app.push.empty_text" testId="push-empty">
    {/* Width 0 and at least 100 %: the snippet fills the width it is given but never widens the page on a phone. */}
    <Box sx={{ width: 0, minWidth: '100%' }}>
      <Typography
        component="pre"
        data-testid="push-snippet"
        sx={{
          textAlign: 'left',
          bgcolor: 'action.hover',
          color: 'text.primary',
          p: 1.5,
          mt: 2,
          mx: 'auto',
          maxWidth: 760,
          boxSizing: 'border-box',
          borderRadius: 1,
          overflowX: 'auto',
          fontSize: 13,
        }}
      >
        {registerSnippet()}
      </Typography>
    </Box>
  </EmptyState>
);
