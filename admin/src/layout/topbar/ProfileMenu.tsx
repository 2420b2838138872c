import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { fullNameOf } from '@/providers/authProvider';
import { EXPORT_START_ACTION } from '@newsroom/config';
import { useAllowedActions, useMe } from '@/providers/useMe';
import { startTour } from '../tour/tourStore';
import { apiUrl } from '@/providers/apiBase';

export const ProfileMenu = () => {
  const translate = useTranslate();
  const { me } = useMe();
  const allowedActions = useAllowedActions();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  if (!me) return null;
  const name = fullNameOf(me);
  const accountPath = me.profile ? `/users/${me.profile.documentId}` : '/';
  return (
    <>
      <Button
        color="inherit"
        data-testid="profile-menu"
        aria-label={translate('app.topbar.profile_menu')}
        aria-haspopup="menu"
        aria-expanded={!!anchor}
        onClick={(event) => setAnchor(event.currentTarget)}
        // On a phone only the avatar: the name would wrap over three lines.
        sx={{
          textTransform: 'none',
          gap: 1,
          minWidth: 0,
          flexShrink: 0,
          '& .profile-name': { display: { xs: 'none', sm: 'inline' }, whiteSpace: 'nowrap' },
        }}
      >
        <Avatar src={apiUrl(me.profile?.avatar?.url)} alt="" sx={{ width: 32, height: 32 }}>
          {name.charAt(0).toUpperCase()}
        </Avatar>
        <span className="profile-name">{name}</span>
      </Button>
      <Menu anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        <MenuItem component={Link} to={accountPath} onClick={() => setAnchor(null)} data-testid="profile-menu-account">
          {translate('app.topbar.my_account')}
        </MenuItem>
        {allowedActions.includes(EXPORT_START_ACTION) && (
          <MenuItem component={Link} to="/exports" onClick={() => setAnchor(null)} data-testid="profile-menu-exports">
            {translate('app.exports.menu')}
          </MenuItem>
        )}
        <MenuItem
          onClick={() => {
            setAnchor(null);
            startTour();
          }}
          data-testid="profile-menu-tour"
        >
          {translate('app.tour.restart')}
        </MenuItem>
        {/* The logout page signs out and says so; sign-in from there does not return the next person here. */}
        <MenuItem
          component={Link}
          to="/logout"
          replace
          onClick={() => setAnchor(null)}
          data-testid="profile-menu-logout"
        >
          {translate('app.topbar.logout')}
        </MenuItem>
      </Menu>
    </>
  );
};
