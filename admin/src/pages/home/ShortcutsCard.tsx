import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { MENU, type MenuNode } from '@/layout/areas';
import { filterMenu } from '@/layout/menuModel';
import { useAllowedActions, useRoles } from '@/providers/useMe';

/** Every screen of the menu the user may open, except home itself (the same table as the menu, DESIGN 6). */
const leaves = (nodes: MenuNode[]): MenuNode[] =>
  nodes.flatMap((node) => [...(node.route && node.route !== '/' ? [node] : []), ...leaves(node.children ?? [])]);

/** Shortcuts to the screens of the menu, each only with its permission. */
export const ShortcutsCard = () => {
  const translate = useTranslate();
  const allowed = useAllowedActions();
  const roles = useRoles();
  const items = useMemo(() => leaves(filterMenu(MENU, allowed, roles)), [allowed, roles]);
  if (items.length === 0) return null;
  return (
    <Card data-testid="home-shortcuts">
      <CardContent>
        <Typography variant="h6" component="h2" gutterBottom>
          {translate('app.home.shortcuts')}
        </Typography>
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
          {items.map(({ key, route, labelKey, icon: Icon }) => (
            <Button
              key={key}
              component={Link}
              to={route!}
              variant="outlined"
              size="small"
              startIcon={Icon ? <Icon /> : undefined}
            >
              {translate(labelKey)}
            </Button>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
};
