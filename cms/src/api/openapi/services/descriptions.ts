/**
 * What the routes beyond Strapi's CRUD do, for integrators (the OpenAPI document's summary and description).
 * Keyed `METHOD /path` as in the document; the API test fails when a custom route of an api:: type has none.
 */
import type { Described } from './generator';
import { SETTINGS_DESCRIPTIONS } from './descriptions-settings';

const d = (summary: string, description?: string): Described => (description ? { summary, description } : { summary });

export const ACTION_DESCRIPTIONS: Record<string, Described> = {
  // Files, settings, tags, system e-mails, exports and meet (#23)
  ...SETTINGS_DESCRIPTIONS,
  // Accounts and the signed-in user
  'POST /account/confirm': d('Confirm an account with the code from the confirmation e-mail'),
  'GET /me': d('The signed-in user: account, profile, role and allowed actions'),
  'PUT /me/preferences': d('Change the console preferences of the signed-in user'),
  'PUT /me/profile': d('Change the own profile (name, phone, address)'),
  'PUT /me/password': d('Change the own password', 'Needs the current password; other sessions are ended.'),
  'POST /me/avatar': d('Upload the own avatar (multipart, an image)'),
  'GET /search': d(
    'Search across the areas the user may see (`q`)',
    'Answers grouped per area, each item with its link.',
  ),
  'GET /version': d('The running version and its changelog (public)'),
  'GET /openapi.json': d('This document'),
  // Profiles
  'POST /profiles/bulk-tags': d(
    'Add or remove tags on many profiles at once',
    'Body: `{ profiles: [documentId], add: [tag documentId], remove: [...] }`. All or nothing; a tag a profile already has is not doubled.',
  ),
  'POST /profiles/{documentId}/account/block': d('Block the profile’s login account; its sessions end'),
  'POST /profiles/{documentId}/account/unblock': d('Unblock the profile’s login account'),
  'POST /profiles/{documentId}/account/force-password-reset': d(
    'Make the user choose a new password at the next sign-in; a reset code is mailed',
  ),
  'POST /profiles/{documentId}/account/resend-confirmation': d('Send the account confirmation e-mail again'),
  'POST /profiles/{documentId}/account/archive': d('Archive the profile’s login account (it can no longer sign in)'),
  'POST /profiles/{documentId}/account/restore': d(
    'Restore an archived login account to the status it had before (or CONFIRMED); a block stays',
  ),
  'GET /profiles/{documentId}/files/{fileId}': d('Download a private file of a profile (a CV)'),
  'GET /profiles/export': d(
    'Export the filtered profile list as CSV or XLSX',
    'Query: `format=csv|xlsx` and the list’s `filters`; streamed, every match (not one page).',
  ),
  'GET /log-entries/export': d(
    'Export the filtered log as CSV or XLSX (administrators)',
    'Query: `format=csv|xlsx` and the list’s `filters` (type, day, who, subjectType, subjectId) and `_q`; streamed, newest first.',
  ),
  'POST /profiles/import/analyze': d(
    'Upload a CSV or XLSX file to import (multipart `file`)',
    'Answers the import id, encoding, delimiter, headers, sample rows and a suggested mapping.',
  ),
  'POST /profiles/import/{id}/dry-run': d(
    'Preview an import without writing',
    'Body: `{ mapping, mode: skip|update|mergeTags }`. Answers per row what the run will do, with the changes.',
  ),
  'POST /profiles/import/{id}/run': d(
    'Run an import as a background job (202)',
    'Body: `{ mapping, mode }`. Answers the job id; follow it at GET /jobs/{id}.',
  ),
  'GET /profiles/import/{id}/errors': d('The refused rows, in the upload’s format, with a reason per row'),
  'GET /jobs': d('Background jobs of the user (imports), newest first, with progress'),
  'GET /jobs/{id}': d('One background job: status, progress, result'),
  // Content
  'POST /contents/bulk-status': d('Change the status (publish, unpublish, archive) of many content items at once'),
  'POST /contents/bulk-delete': d('Delete many content items at once'),
  'GET /contents/{documentId}/access': d('Who may read a content item (access preview)'),
  'GET /delivery/contents': d('Published content for websites and apps (public, per locale)'),
  'GET /delivery/contents/{slug}': d('One published content item by slug (public; protected items per reader)'),
  'GET /delivery/sitemap.xml': d('The sitemap of published content (public)'),
  'GET /delivery/links/{token}': d(
    'The content item of a preview or share link, whatever its status (public; 404 for an unknown, revoked or expired link)',
  ),
  'DELETE /content-links/{id}': d('Revoke a preview or share link of a content item (it stops working at once)'),
  // Marketing zones (docs/marketing.md)
  'GET /marketing/zones/{key}/content': d(
    'What a zone shows a visitor now (public, throttled)',
    'Query: `visitor` (the site’s anonymous id, needed for content with a frequency cap), `path`, `category`, `device`; a signed-in reader is recognised. Answers the zone, and the content and bundle or null.',
  ),
  'POST /marketing/events': d(
    'Record impressions and clicks in a batch (public, throttled)',
    'Up to 200 events `{ type: IMPRESSION | CLICK, zone, bundle, content }` with the ids the zone API gave.',
  ),
  'GET /marketing/overview': d('What runs in each marketing zone now'),
  'GET /marketing/results': d(
    'Impressions, clicks and click-through rates per content, zone and bundle over a period (1w-4w, 1m, 2m, 3m, 6m, 1y)',
  ),
  'GET /statistics': d('Page views as recorded'),
  'POST /statistics': d('Record a page view (public, throttled)'),
  'GET /statistics/content': d('Content report: views per item and period'),
  // Vacancies (docs/vacancies.md)
  'GET /vacancy-credits/{customer}': d(
    'A customer’s vacancy credits by kind (granted, used, left), the order lines they came from and its vacancy count',
  ),
  'GET /employer/vacancies': d('A vacancy admin’s list of their customer’s vacancies'),
  'GET /employer/vacancies/{documentId}': d('One vacancy of the vacancy admin’s customer'),
  'POST /employer/vacancies': d(
    'Post a vacancy for the vacancy admin’s customer, spending its credits (409 when none left)',
  ),
  'PUT /employer/vacancies/{documentId}': d(
    'Change a vacancy of the vacancy admin’s customer (an option spends its credit)',
  ),
  'GET /employer/credits': d('The vacancy admin’s customer’s vacancy credits'),
  'GET /employer/applications': d('Applications to the vacancy admin’s customer’s vacancies'),
  'POST /employer/applications/{documentId}/status': d('Move an application of the customer’s vacancies one step'),
  'GET /delivery/vacancies': d('Public: live vacancies with their schema.org JobPosting (JSON-LD)'),
  'GET /delivery/vacancies/{slug}': d('Public: one live vacancy with its schema.org JobPosting (JSON-LD)'),
  'POST /delivery/vacancies/{slug}/applications': d('Public: apply to a live vacancy (CV optional; always 202)'),
  'GET /delivery/events': d('Public: published events, upcoming first (filters category, from, until)'),
  'GET /delivery/events/{slug}': d(
    'Public: one published event with programme, sessions, partners and ticket availability',
  ),
  'POST /vacancy-applications/{documentId}/status': d('Move an application along its status pipeline'),
  'GET /vacancy-applications/{documentId}/cv': d('Download an application’s CV (private file)'),
  // Customers
  'GET /customers/postcode': d('Look up street and city by Dutch postcode and house number'),
  'GET /customers/{documentId}/employees': d('The employees (profiles) of a customer, with their rights'),
  'POST /customers/{documentId}/employees': d('Invite a person as employee of a customer (an invitation e-mail)'),
  'PUT /customers/{documentId}/employees/{profileId}': d('Change an employee’s rights (company or vacancy admin)'),
  'DELETE /customers/{documentId}/employees/{profileId}': d('Remove an employee from a customer'),
  'POST /customers/{documentId}/employees/{profileId}/invite': d('Send an employee’s invitation again'),
  'POST /customer-invitations/describe': d('What an invitation code invites to (public)'),
  'POST /customer-invitations/accept': d('Accept an invitation code (public)'),
  // Catalogue
  'POST /products/bulk-publish': d('Publish or unpublish many products at once'),
  // Orders
  'GET /orders/revenue': d('Revenue per period and channel (the sales dashboard)'),
  'POST /orders/{documentId}/pay': d('Mark an order paid', 'Under the order’s row lock; recorded in its history.'),
  'POST /orders/{documentId}/close': d('Close an order'),
  'POST /orders/{documentId}/reopen': d('Reopen a closed order'),
  'POST /orders/{documentId}/cancel': d(
    'Cancel an order',
    'Tickets go back to stock once; a paid ticket order gets its credit note; its draft invoices are deleted.',
  ),
  'POST /orders/{documentId}/expire': d('Expire an unpaid order (tickets back to stock)'),
  'POST /orders/{documentId}/release': d('Release an order’s reserved tickets'),
  // Subscriptions
  'POST /subscriptions/{documentId}/activate': d(
    'Activate a pending subscription from a start date (today or later)',
    'A later date plans it: the daily run activates it that day. 409 subscription_active_same_kind when the customer already has an active subscription of the same kind.',
  ),
  'POST /subscriptions/{documentId}/activate-now': d('Activate a pending subscription today (Europe/Amsterdam)'),
  'POST /subscriptions/{documentId}/end': d(
    'End a subscription on an end date',
    'Today or earlier ends it at once (its access tags go); a later date ends it in the daily run that day.',
  ),
  // Invoices
  'GET /invoices/serial-usage': d('How much of each channel’s invoice number series is used'),
  'POST /invoices/{documentId}/finalize': d(
    'Finalise a draft: it gets its number and can no longer change',
    'Checks the content rules first; the number comes from the channel’s gapless series. 409 when already final.',
  ),
  'POST /invoices/{documentId}/payments': d(
    'Register a payment on a final invoice',
    'Body: `{ amount (cents), date, method }`. An overpayment is owed back (`refundDue`).',
  ),
  'POST /invoices/{documentId}/refunds': d('Register a refund of an overpayment'),
  'POST /invoices/{documentId}/credit-notes': d('Make a credit note for (part of) a final invoice'),
  'GET /invoices/{documentId}/pdf': d('The invoice as PDF'),
  'GET /invoices/{documentId}/ubl': d('The invoice as UBL 2.1 (Peppol BIS Billing 3.0 / NLCIUS)'),
  'POST /invoices/{documentId}/preview-email': d('Preview the invoice e-mail without sending it'),
  'POST /invoices/{documentId}/send': d('Send the invoice e-mail with the PDF and UBL'),
  'POST /invoices/{documentId}/payment-link': d('A payment link at the provider for the open amount'),
  // Mandates
  'POST /mandates/{documentId}/revoke': d(
    'Revoke a SEPA mandate',
    'ACTIVE → REVOKED with the time; a revoked mandate never changes again (409 `mandate_revoked`).',
  ),
  'GET /mandates/{documentId}/pdf': d('The SEPA mandate form as PDF (creditor: the default channel)'),
  'GET /form-threads/export': d('Form submissions matching the list filters as CSV or XLSX (format=csv|xlsx)'),
  'GET /form-threads/assignees': d('Active accounts a form thread can be assigned to (their role may read threads)'),
  'POST /form-threads/{documentId}/status': d(
    'Change a thread status along the allowed moves (409 thread_transition); logs "status changed from {old} to {new}"',
  ),
  'POST /form-threads/{documentId}/reply': d('Reply to the submitter by e-mail with a signed reply link'),
  'GET /form-threads/{documentId}/files/{fileId}': d('Download a file sent with the submission (private)'),
  'GET /forms/public/{slug}': d('An active form for websites: fields, honeypot name, file limits (public)'),
  'POST /forms/public/{slug}/submissions': d(
    'Submit a form (public, throttled): 202 whatever happens unless the values are invalid (400 with messages)',
  ),
  'GET /forms/replies/{token}': d("The submitter's reply page behind the link in a staff reply (public HTML)"),
  'POST /forms/replies/{token}': d("The submitter's answer from the reply page; the thread opens again (public)"),
  'POST /forms/inbound': d(
    "The submitter's answer by e-mail, posted by the mail provider (X-Mail-Webhook-Secret)",
    'Provider-neutral JSON `{messageId, from, to, subject?, text, html?}`; the thread is found by the reply token in ' +
      'a `to` plus-address or a quoted reply link. 200 `{stored}` (false with `reason` no_thread, empty or duplicate), ' +
      '400 `invalid_payload`, 401 `webhook_secret`.',
  ),
  // Direct debit
  'GET /direct-debits/batches/{date}': d(
    'The SEPA pain.008.001.02 file of the bank collections due on a day',
    'One channel (`?channel=` when several have collections that day); the collections are marked with `batchDate`.',
  ),
  'POST /direct-debits/returns': d(
    'Import the bank’s returns (CSV: end-to-end reference, SEPA reason code, date)',
    'All lines are checked first; nothing is applied when one is wrong. A repeated file changes nothing.',
  ),
  'POST /direct-debits/{documentId}/retry': d('Offer a failed collection again (a new attempt)'),
  'POST /magazine-syncs/{documentId}/retry': d(
    'Push a failed magazine platform task again (a new round of attempts)',
    'Runs the task at once and answers it afterwards: done, or pending with the new error. 409 magazine_sync_done or magazine_sync_pending when it has not failed.',
  ),
  'POST /direct-debits/{documentId}/cancel': d('Cancel a pending collection'),
  'POST /direct-debits/{documentId}/to-payment-link': d('Give up the collection and make the invoice’s payment link'),
  'POST /direct-debits/{documentId}/set-status': d(
    'Set a collection paid or failed by hand (test mode only)',
    'Body: `{ status: paid | failed, bankReason? }`; 409 `direct_debit_not_test_mode` outside the built-in test provider.',
  ),
  // Payments
  'POST /payments/webhook/{provider}': d(
    'Webhook of the payment provider (public)',
    'Stored, then processed forward-only: a repeated or late webhook has one effect.',
  ),
  'GET /payments/test-checkout/{id}': d('The built-in test provider’s checkout page (public)'),
  'POST /payments/test-checkout/{id}': d('Mark a test payment paid, failed or cancelled (public, test provider only)'),
  'GET /payments/return': d('Where the provider sends the payer back (public)'),
  'POST /email-templates/render': d(
    'Render an unsaved e-mail template for the console preview: {design, subject, preheader, text, textEdited, sample} → {subject, html, text, generatedText}',
  ),
  'POST /email-templates/{id}/preview-mail': d(
    'Send a saved e-mail template to a few addresses ({emails}: comma-separated or a list, at most 5); 422 previewRequired/previewAddresses, throttled',
  ),
  // Mailing lists
  'GET /mail-lists/{id}/members': d('A list’s members, paged (`page`, `pageSize`), searchable (`q`), by `status`'),
  'POST /mail-lists/{id}/members': d('Add profiles to a list (`profiles`: document ids), confirmed at once'),
  'POST /mail-lists/{id}/members/from-segment': d('Add every profile of a segment to a list (`segment`)'),
  'POST /mail-lists/{id}/members/import': d(
    'Import e-mail addresses into a list (multipart `file`, CSV or XLSX)',
    'Unknown addresses become LEAD profiles (source list-import); answers counts and the refused lines.',
  ),
  'DELETE /mail-lists/{id}/members/{profileId}': d('Remove a profile from a list'),
  'POST /engagement/lists/{slug}/subscribe': d(
    'Subscribe an address to a public list (public, throttled)',
    'Always 202, whatever the address or list: a confirmation e-mail goes out only for a public list and an address not yet confirmed.',
  ),
  'GET /engagement/lists/confirm/{token}': d('Confirm a list subscription with the e-mailed link (public HTML page)'),
  'GET /engagement/unsubscribe/{token}': d('The unsubscribe page of a campaign e-mail (public HTML page)'),
  'POST /engagement/unsubscribe/{token}': d(
    'Unsubscribe (public): RFC 8058 one-click (`List-Unsubscribe=One-Click`), or the page’s forms (`list`, `all`)',
  ),
  // Segments
  'POST /segments/count': d(
    'Count the profiles a rule tree matches (saved or not)',
    "Body {rules}; answers {count}. A tree that is not a valid segment is refused with 422 and the rule's code.",
  ),
  'GET /segments/{id}/recipients': d(
    'The first 250 recipients of a segment and its hits (capped at 10,000)',
    "Answers {rows, hits, capped}; the hits also become the segment's lastCount.",
  ),
  'GET /segments/{id}/export': d('Every recipient of a segment as CSV or XLSX (format=csv|xlsx), streamed'),
  // Engagement tracking and statistics
  'GET /engagement/open/{token}.gif': d(
    'Open pixel of a campaign message (public, throttled)',
    'Always a 1×1 GIF; a valid token records an open, a machine’s apart.',
  ),
  'GET /engagement/click/{token}': d(
    'Click redirect of a campaign message (public, throttled)',
    '302 to `url` only when the token is signed for exactly that URL, else 404.',
  ),
  'POST /engagement/webhooks/bounces': d(
    'Bounce and complaint webhook (shared secret header X-Mail-Webhook-Secret)',
    'Stored under its event id, then applied once: hard and complaint suppress, soft counts.',
  ),
  'POST /sms/inbound': d(
    'Replies to our SMS, posted by the SMS gateway (public, throttled; secret in X-Sms-Inbound-Secret or ?token=)',
    'JSON or form fields `originator` (or `from`) and `body` (or `text`). A STOP reply (STOP, STOP ALL, STOP <keyword>, ' +
      'UNSUBSCRIBE, AFMELDEN, STOPPEN) suppresses the number (E.164) for SMS and is logged on its profiles. Always ' +
      '200 `{received: true}`, also for a wrong secret or another text (docs/sms.md).',
  ),
  'POST /sms/status': d(
    'Delivery reports of our SMS, posted by the SMS gateway (public, throttled; secret as for /sms/inbound)',
    'JSON or form fields `reference` (ours) or `id` (the gateway’s), `status` (delivered, delivery_failed, expired, ' +
      'or an interim sent, buffered, scheduled, accepted) and `statusDatetime`. Recorded on the message in the delivery ' +
      'log; a final status is not replaced by an interim one. Always 200 `{received: true}` (docs/sms.md).',
  ),
  'GET /campaigns/{id}/statistics': d('A campaign’s statistics over an interval (24h, 7d, 14d, 1m, 1y)'),
  'GET /engagement/statistics': d('Statistics of all campaigns over an interval (24h, 7d, 14d, 1m, 1y)'),
  'GET /profiles/{id}/mail-activity': d('A profile’s e-mail activity: campaigns received, opened, clicked'),
  // Campaigns (engagement)
  'POST /campaigns/{id}/schedule': d(
    'Schedule a campaign (`{ scheduledAt }`)',
    'Needs a segment, a template (e-mail), an approved sender and a future time (422 otherwise); OPEN → SCHEDULED.',
  ),
  'POST /campaigns/{id}/unschedule': d('Take a scheduled campaign back to draft (SCHEDULED → OPEN)'),
  'POST /campaigns/{id}/send': d(
    'Send a campaign now',
    'OPEN or SCHEDULED → IMMEDIATE; a job fixes the recipients and sends at the campaign’s rate. Two concurrent sends: one wins, the other gets 409.',
  ),
  'POST /campaigns/{id}/pause': d('Pause a sending campaign (EXECUTING → PAUSED) between two batches'),
  'POST /campaigns/{id}/resume': d('Resume a paused campaign (PAUSED → EXECUTING)'),
  'POST /campaigns/{id}/cancel': d(
    'Cancel a campaign that has started',
    'Ends it in COMPLETED with `cancelledAt`; what was sent keeps its statistics.',
  ),
  'POST /campaigns/{id}/duplicate': d('Copy a campaign into a new draft (answers the new campaign)'),
  'POST /campaign-triggers/{id}/run': d(
    "Run a trigger's campaign now, outside its schedule (a copy is sent; an executeOnce trigger sends the campaign itself and switches off)",
  ),
  'POST /campaigns/{id}/test': d(
    'Send the campaign’s message to a few addresses (`{ emails: [..] }`)',
    'The preview rules of SPEC 5: at least one address and a subject, at most 5 addresses.',
  ),
  'GET /campaigns/{id}/progress': d(
    'Live progress of a campaign',
    'Status and reason, recipients, sent, failed, pending, configured and measured messages per second, ETA.',
  ),
  'GET /campaigns/{id}/ab-results': d(
    'An A/B campaign’s test: figures per variant, the winner and when the rest goes',
    'Per variant sent, unique opens and clicks, their rates and the confidence (two-proportion test) against the leader; the decision time, the winner with its reason, the rest’s time.',
  ),
  'POST /campaigns/{id}/ab-winner': d(
    'Choose an A/B test’s winner by hand (`{ variant: "B" }`); the rest is sent with it',
    '409 ab_not_started, ab_not_all_sent or ab_winner_chosen; 422 ab_winner_unknown.',
  ),
  'GET /engagement/view/{token}': d(
    'The message as its recipient got it (public, signed link from the e-mail; throttled, 404 for a bad token)',
  ),
  // Tickets (#21)
  'POST /tickets/{documentId}/revoke': d(
    'Revoke a ticket (`{ release: true }` also returns its seat to stock once)',
    '409 ticket_revoked when it was revoked already.',
  ),
  'POST /tickets/scan': d(
    'Scan a door code (`{ code, event? }`)',
    'OK marks the ticket scanned with one conditional update; 409 already_scanned (params.at), ticket_revoked, wrong_event; 404 ticket_unknown.',
  ),
  'GET /tickets/check-in/{event}': d('An event’s ticket counts: total, scanned, revoked and per session'),
  'GET /tickets/door-key/{event}': d('The key a door device checks an event’s codes with offline'),
  'GET /tickets/guest-list': d(
    'The guest list of an event or session as PDF or XLSX (streamed)',
    'Sorted by last name then first name; `columns` adds email, session, order, scannedAt.',
  ),
  'GET /tickets/order/{order}/pdf': d('The tickets of an order as PDF (one page and QR code per ticket)'),
  'POST /tickets/order/{order}/resend': d('Send the order’s tickets to the buyer again'),
  // Web push (#22, docs/push.md)
  'GET /push/public-key': d(
    'The VAPID public key websites pass to `pushManager.subscribe` as `applicationServerKey` (public)',
    'Answers `{ data: { publicKey } }` (base64url); cacheable for an hour. The private key never leaves the server.',
  ),
  'POST /push/subscriptions': d(
    'Register a browser for web push (public): `{ subscription: PushSubscriptionJSON, locale? }`',
    '201 for a new endpoint, 200 when the endpoint was known (its keys, profile, user agent and locale are updated). ' +
      'A signed-in reader’s profile is linked; an anonymous registration unlinks. 400 push_subscription_invalid, ' +
      'push_endpoint_invalid (https push service URLs only), push_endpoint_too_long, push_key_p256dh (65 bytes, a ' +
      'P-256 point), push_key_auth (16 bytes), push_locale_invalid; 429 rate_limited.',
  ),
  'POST /push/subscriptions/remove': d(
    'Remove a browser’s registration (public): `{ endpoint }`',
    'Always 204, whether or not the endpoint was registered.',
  ),
  'POST /push-subscriptions/{id}/test': d(
    'Send a test push to one device: `{ title, body?, url?, image? }`',
    'Answers `{ data: { result: delivered|gone|transient|failed, status } }`; a gone device (404/410) is deleted ' +
      'and logged. 400 required, maxLength, push_url_invalid, push_image_invalid, push_payload_too_large; 404.',
  ),
  'GET /push/overview': d(
    'The /push overview: devices, with a profile, added in 7 days, removed as gone in 30 days, failing',
    'Also the push campaigns by state (`campaigns`), their results together (`results`) and the latest five (`latest`).',
  ),
  'GET /push/campaigns/{id}/results': d(
    'A push campaign’s results: recipients (devices), sent, delivered (accepted by the push service), clicked',
    'clicked counts devices with a person’s click once each; removed: devices the push service called gone. 404 ' +
      'for a campaign that is not a push campaign.',
  ),
};
