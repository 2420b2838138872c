import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { BRAND_COLOR } from './shellColors';
import { LanguageSelect } from './LanguageSelect';

interface AuthLayoutProps {
  children: ReactNode;
  /** The split box: form on the right, a side panel with the product on the left. */
  withSidePanel?: boolean;
  /** Inside the signed-in shell: no full-page background and no language switch. */
  embedded?: boolean;
}

/** Layout of the login, password and error screens. */
export const AuthLayout = ({ children, withSidePanel = false, embedded = false }: AuthLayoutProps) => {
  const translate = useTranslate();
  const box = (
    <Paper
      elevation={embedded ? 1 : 3}
      sx={{ display: 'flex', width: '100%', maxWidth: withSidePanel ? 880 : 560, overflow: 'hidden', borderRadius: 2 }}
    >
      {withSidePanel && (
        <Box
          aria-hidden
          sx={{
            display: { xs: 'none', md: 'flex' },
            flexDirection: 'column',
            justifyContent: 'flex-end',
            width: '45%',
            p: 4,
            color: '#fff',
            background: `linear-gradient(160deg, ${BRAND_COLOR}, #0ab39c)`,
          }}
        >
          <Typography variant="h5" component="p" sx={{ fontWeight: 700, mb: 1 }}>
            {translate('app.auth.side_title')}
          </Typography>
          <Typography sx={{ opacity: 0.85 }}>{translate('app.auth.side_text')}</Typography>
        </Box>
      )}
      <Box sx={{ flex: 1, p: { xs: 3, md: 5 } }}>{children}</Box>
    </Paper>
  );
  if (embedded) return <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>{box}</Box>;
  return (
    <Box
      component="main"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        p: 2,
        background: '#f3f3f9',
      }}
    >
      {box}
      <LanguageSelect color="#495057" />
    </Box>
  );
};
