import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';

export const APP_VERSION = __APP_VERSION__;

export const Footer = () => {
  const translate = useTranslate();
  return (
    <Box
      component="footer"
      data-testid="footer"
      sx={{
        display: 'flex',
        gap: 2,
        justifyContent: 'space-between',
        px: 3,
        py: 2,
        color: 'text.secondary',
        fontSize: 13,
        borderTop: '1px solid #e9ebec',
      }}
    >
      <Link component={RouterLink} to="/changelog" data-testid="footer-version" color="inherit">
        {translate('app.footer.version', { version: APP_VERSION })}
      </Link>
      <Link component={RouterLink} to="/privacy" data-testid="footer-privacy" color="inherit">
        {translate('app.footer.privacy')}
      </Link>
    </Box>
  );
};
