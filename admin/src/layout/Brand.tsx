import NewspaperIcon from '@mui/icons-material/Newspaper';
import Box from '@mui/material/Box';
import { Link } from 'react-router-dom';
import { useSite } from '../providers/SiteContext';

/** Site name (from the site configuration) linking home; icon only when space is short. */
export const Brand = ({ iconOnly = false, color }: { iconOnly?: boolean; color: string }) => {
  const { siteName } = useSite();
  return (
    <Box
      component={Link}
      to="/"
      aria-label={siteName}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        color,
        textDecoration: 'none',
        fontWeight: 700,
        fontSize: 18,
        whiteSpace: 'nowrap',
        flexShrink: 0,
        overflow: 'hidden',
        '&:focus-visible': { outline: `2px solid ${color}`, outlineOffset: 2 },
      }}
    >
      <NewspaperIcon />
      {!iconOnly && <span>{siteName}</span>}
    </Box>
  );
};
