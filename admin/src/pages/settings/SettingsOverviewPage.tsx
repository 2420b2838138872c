import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import MailIcon from '@mui/icons-material/MailOutline';
import type { SvgIconComponent } from '@mui/icons-material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { PageTitle } from '@/components/PageTitle';
import { useMenu } from '@/layout/useMenu';
import { EngagementSettingsDialog } from '@/pages/mail/EngagementSettingsDialog';
import { useAllowedActions } from '@/providers/useMe';

const CONFIG_UPDATE = 'api::config.config.update';

type Tile = { key: string; labelKey: string; icon: SvgIconComponent; route?: string };

const TileCard = ({ tile, onOpen }: { tile: Tile; onOpen?: () => void }) => {
  const translate = useTranslate();
  const Icon = tile.icon;
  const key = tile.key.replace(/-/g, '_');
  const body = (
    <CardContent sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
      <Icon color="primary" sx={{ mt: 0.5 }} />
      <Box>
        <Typography variant="h6" component="h2">
          {translate(tile.labelKey)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {translate(`app.site_settings.overview.${key}`, { _: '' })}
        </Typography>
      </Box>
    </CardContent>
  );
  return (
    <Card data-testid={`settings-card-${tile.key}`} sx={{ height: '100%' }}>
      {tile.route ? (
        <CardActionArea component={Link} to={tile.route} sx={{ height: '100%' }}>
          {body}
        </CardActionArea>
      ) : (
        <CardActionArea onClick={onOpen} sx={{ height: '100%' }}>
          {body}
        </CardActionArea>
      )}
    </Card>
  );
};

/**
 * /settings: a card for every settings screen the user may use, taken from the menu's settings group (so a screen
 * appears here when its menu item does, with the same permission), plus the engagement settings, a dialog that
 * opens in place (it lives on /mail too).
 */
export const SettingsOverviewPage = () => {
  const translate = useTranslate();
  const { nodes } = useMenu();
  const allowed = useAllowedActions();
  const [engagementOpen, setEngagementOpen] = useState(false);
  const screens: Tile[] = (nodes.find((node) => node.key === 'settings')?.children ?? []).filter(
    (node) => node.key !== 'settings-overview',
  );
  const engagement: Tile = { key: 'settings-engagement', labelKey: 'app.site_settings.engagement', icon: MailIcon };
  // SPEC 2's order puts engagement just before the logs.
  const logAt = screens.findIndex((tile) => tile.key === 'settings-log');
  const tiles = allowed.includes(CONFIG_UPDATE)
    ? [...screens.slice(0, logAt < 0 ? screens.length : logAt), engagement, ...(logAt < 0 ? [] : screens.slice(logAt))]
    : screens;
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }} data-testid="settings-overview-page">
      <PageTitle titleKey="app.site_settings.overview_title" />
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {translate(tiles.length ? 'app.site_settings.overview_intro' : 'app.site_settings.overview_empty')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' } }}>
        {tiles.map((tile) => (
          <TileCard key={tile.key} tile={tile} onOpen={() => setEngagementOpen(true)} />
        ))}
      </Box>
      <EngagementSettingsDialog open={engagementOpen} onClose={() => setEngagementOpen(false)} />
    </Box>
  );
};
