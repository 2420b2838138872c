import { useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import RemoveIcon from '@mui/icons-material/RemoveCircleOutline';
import { useInput, useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { TextButton } from '@/components/TextButton';

type Link = { network: string; url: string };

const toLinks = (value: unknown): Link[] =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.entries(value as Record<string, unknown>).map(([network, url]) => ({ network, url: String(url ?? '') }))
    : [];
const toObject = (links: Link[]) =>
  Object.fromEntries(links.filter((l) => l.network.trim()).map((l) => [l.network.trim().toLowerCase(), l.url.trim()]));

/** The partner's social links, stored as {network: url}: one row per network, added and removed here. */
export const SocialInput = () => {
  const translate = useTranslate();
  const { field } = useInput({ source: 'social' });
  const { errors } = useFormState({ name: 'social' });
  const [links, setLinks] = useState<Link[]>(() => toLinks(field.value));
  // A record read later (edit page) fills the rows once.
  useEffect(() => {
    if (!links.length && field.value) setLinks(toLinks(field.value));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [field.value]);
  const change = (next: Link[]) => {
    setLinks(next);
    field.onChange(toObject(next));
  };
  const errorOf = (network: string) => {
    const bag = (errors.social ?? {}) as Record<string, { message?: unknown }>;
    const message = bag[network.trim().toLowerCase()]?.message;
    return typeof message === 'string' ? translate(message, { _: message }) : '';
  };
  return (
    <Box data-testid="partner-social">
      {links.map((link, i) => (
        <Box key={i} sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', flexWrap: 'wrap', mb: 1 }}>
          <TextField
            size="small"
            label={translate('app.partners.social_network')}
            value={link.network}
            onChange={(e) => change(links.map((l, j) => (j === i ? { ...l, network: e.target.value } : l)))}
            error={!!errorOf(link.network) && !link.url}
          />
          <TextField
            size="small"
            label={translate('app.partners.social_url')}
            value={link.url}
            onChange={(e) => change(links.map((l, j) => (j === i ? { ...l, url: e.target.value } : l)))}
            error={!!errorOf(link.network)}
            helperText={errorOf(link.network)}
            sx={{ flex: 1, minWidth: 220 }}
          />
          <IconButton
            aria-label={translate('ra.action.remove')}
            onClick={() => change(links.filter((_, j) => j !== i))}
          >
            <RemoveIcon />
          </IconButton>
        </Box>
      ))}
      <TextButton label="ra.action.add" onClick={() => setLinks([...links, { network: '', url: '' }])} />
    </Box>
  );
};
