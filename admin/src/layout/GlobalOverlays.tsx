import { useEffect, useMemo } from 'react';
import { Notification, NotificationContext, useNotificationContext, type NotificationPayload } from 'react-admin';
import { isEchoOfApiError } from '../providers/errorBus';
import { ErrorToastHost } from './ErrorToast';
import { UpdateModal } from './UpdateModal';

const isEcho = (n: NotificationPayload) => n.type === 'error' && isEchoOfApiError(n.message);

/**
 * react-admin repeats failed calls as its own error snackbar; the API toast already reported them,
 * so those echoes are dropped here and every other notification (saved, deleted...) shows as usual.
 */
const FilteredNotification = () => {
  const context = useNotificationContext();
  const { notifications, setNotifications } = context;

  // Drop echoes as soon as they arrive: whether something is an echo depends on when it came.
  useEffect(() => {
    if (notifications.some(isEcho)) setNotifications((current) => current.filter((n) => !isEcho(n)));
  }, [notifications, setNotifications]);

  const value = useMemo(() => {
    const shown = notifications.filter((n) => !isEcho(n));
    return {
      ...context,
      notifications: shown,
      takeNotification: () => {
        const [first, ...rest] = shown;
        setNotifications(rest);
        return first;
      },
    };
  }, [context, notifications, setNotifications]);

  return (
    <NotificationContext.Provider value={value}>
      <Notification />
    </NotificationContext.Provider>
  );
};

/**
 * react-admin's `notification` slot, rendered on every screen (signed in or not): its snackbars,
 * the API error toasts and the update-available modal (GET /api/version is public, so the login
 * page notices a new release too).
 */
export const GlobalOverlays = () => (
  <>
    <FilteredNotification />
    <ErrorToastHost />
    <UpdateModal />
  </>
);
