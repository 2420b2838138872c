/**
 * The website's service worker (its /sw.js): show the message ({title, body, url, image}) and open its link on a
 * click. A plain module without the console's imports, because the push journey (admin/e2e/push-campaigns.spec.ts)
 * serves this very code as the worker it delivers the campaign to.
 */
export const WEBSITE_WORKER = `self.addEventListener('push', (event) => {
  const message = event.data.json();
  event.waitUntil(self.registration.showNotification(message.title, {
    body: message.body, image: message.image, data: { url: message.url },
  }));
});
self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  if (event.notification.data.url) event.waitUntil(clients.openWindow(event.notification.data.url));
});`;

/** The website's part: ask permission, subscribe with the public key, send the subscription to `origin`. */
export const websiteSnippet = (origin: string) => `// On the website, after the visitor clicks "Allow notifications":
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
${WEBSITE_WORKER}`;
