import FullscreenIcon from '@mui/icons-material/Fullscreen';
import FullscreenExitIcon from '@mui/icons-material/FullscreenExit';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';

export const FullscreenToggle = () => {
  const translate = useTranslate();
  const [active, setActive] = useState(() => !!document.fullscreenElement);
  useEffect(() => {
    const sync = () => setActive(!!document.fullscreenElement);
    document.addEventListener('fullscreenchange', sync);
    return () => document.removeEventListener('fullscreenchange', sync);
  }, []);
  const toggle = () => {
    // Browsers may refuse (iframes, policies); the button then simply does nothing.
    const action = document.fullscreenElement
      ? document.exitFullscreen()
      : document.documentElement.requestFullscreen();
    action?.catch?.(() => undefined);
  };
  const label = translate(active ? 'app.topbar.fullscreen_exit' : 'app.topbar.fullscreen_enter');
  return (
    <Tooltip title={label}>
      <IconButton
        color="inherit"
        aria-label={label}
        aria-pressed={active}
        onClick={toggle}
        data-testid="fullscreen-toggle"
      >
        {active ? <FullscreenExitIcon /> : <FullscreenIcon />}
      </IconButton>
    </Tooltip>
  );
};
