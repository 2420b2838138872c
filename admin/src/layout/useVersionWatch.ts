import { useEffect, useState } from 'react';
import type { VersionInfo } from '@newsroom/config';
import { useApi } from '../providers/useMe';
import { isNewVersion } from './changelog';

export const VERSION_POLL_MS = 60_000;

/**
 * Asks the server for its version every minute and when the window regains focus; the answer carries
 * the release notes in the console's language, for the update modal.
 */
export const useVersionWatch = (loadedVersion: string, locale: string): VersionInfo | undefined => {
  const api = useApi();
  const [newer, setNewer] = useState<VersionInfo>();
  useEffect(() => {
    let stopped = false;
    const check = () => {
      api.version({ silent: true, locale }).then(
        (info) => {
          if (!stopped && isNewVersion(info?.version, loadedVersion)) setNewer(info);
        },
        () => undefined,
      );
    };
    check();
    const timer = setInterval(check, VERSION_POLL_MS);
    window.addEventListener('focus', check);
    return () => {
      stopped = true;
      clearInterval(timer);
      window.removeEventListener('focus', check);
    };
  }, [api, loadedVersion, locale]);
  return newer;
};
