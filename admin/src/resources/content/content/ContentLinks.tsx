import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  DEFAULT_SHARE_LINK_EXPIRY,
  SHARE_LINK_EXPIRIES,
  type ContentLinkKind,
  type ShareLinkExpiry,
} from '@newsroom/config';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, useNotify, useRecordContext, useTranslate } from 'react-admin';
import type { ContentLink } from '@/providers/contentLinkApi';
import { HeadingWithText } from '@/components/HeadingWithText';
import { useAllowedActions, useApi } from '@/providers/useMe';
import { ContentLinkRow } from './ContentLinkRow';

const ACTION = (name: string) => `api::content-link.content-link.${name}`;

/**
 * "Preview & share" on the content edit page (SPEC section 9): signed links that show this language version,
 * also as a draft or planned item, to someone without an account. Make a 7-day preview link or a share link
 * with a chosen expiry, copy or open it, see when it ends, revoke it (after a confirmation).
 */
export const ContentLinks = ({ locale }: { locale: string }) => {
  const record = useRecordContext();
  const allowed = useAllowedActions();
  if (!record?.id || !allowed.includes(ACTION('find'))) return null;
  return (
    <ContentLinksPanel
      documentId={String(record.id)}
      locale={locale}
      canCreate={allowed.includes(ACTION('create'))}
      canRevoke={allowed.includes(ACTION('revoke'))}
    />
  );
};

interface MakeLinkButtonProps {
  kind: ContentLinkKind;
  busy: boolean;
  onMake: (kind: ContentLinkKind) => void;
}

/** "Make a preview link" or "Make a share link". */
const MakeLinkButton = ({ kind, busy, onMake }: MakeLinkButtonProps) => {
  const translate = useTranslate();
  const name = kind.toLowerCase();
  return (
    <Button variant="outlined" disabled={busy} onClick={() => onMake(kind)} data-testid={`content-links-${name}`}>
      {translate(`app.content_links.make_${name}`)}
    </Button>
  );
};

interface PanelProps {
  documentId: string;
  locale: string;
  canCreate: boolean;
  canRevoke: boolean;
}

const ContentLinksPanel = ({ documentId, locale, canCreate, canRevoke }: PanelProps) => {
  const api = useApi();
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [expiry, setExpiry] = useState<ShareLinkExpiry>(DEFAULT_SHARE_LINK_EXPIRY);
  const [revoking, setRevoking] = useState<ContentLink | null>(null);
  const key = ['content-links', documentId, locale];
  const { data: links = [] } = useQuery({
    queryKey: key,
    queryFn: async () => (await api.contentLinks(documentId, locale)).data,
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: key });

  const make = useMutation({
    mutationFn: (kind: ContentLinkKind) => api.contentLinkCreate(documentId, locale, kind, expiry),
    onSuccess: () => {
      notify('app.content_links.made', { type: 'success' });
      return refresh();
    },
  });
  const revoke = useMutation({
    mutationFn: (link: ContentLink) => api.contentLinkRevoke(link.id),
    onSuccess: () => {
      setRevoking(null);
      notify('app.content_links.revoked', { type: 'info' });
      return refresh();
    },
    // Gone already (revoked elsewhere): the list catches up; the API toast said why.
    onError: () => {
      setRevoking(null);
      return refresh();
    },
  });

  return (
    <Box
      component="section"
      data-testid="content-links"
      sx={{ mx: 2, mb: 2, p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <HeadingWithText
        titleKey="app.content_links.title"
        textKey="app.content_links.text"
        variant="subtitle1"
        component="h3"
        gap={2}
      />
      {canCreate && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mb: 2 }} alignItems={{ sm: 'center' }}>
          <MakeLinkButton kind="PREVIEW" busy={make.isPending} onMake={make.mutate} />
          <TextField
            select
            size="small"
            label={translate('app.content_links.expiry')}
            value={expiry}
            onChange={(event) => setExpiry(event.target.value as ShareLinkExpiry)}
            sx={{ minWidth: 160 }}
            slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'content-links-expiry' } as object } }}
          >
            {SHARE_LINK_EXPIRIES.map((choice) => (
              <MenuItem key={choice} value={choice}>
                {translate(`app.content_links.expiries.${choice}`)}
              </MenuItem>
            ))}
          </TextField>
          <MakeLinkButton kind="SHARE" busy={make.isPending} onMake={make.mutate} />
        </Stack>
      )}
      {links.length === 0 ? (
        <Typography variant="body2" data-testid="content-links-none">
          {translate('app.content_links.none')}
        </Typography>
      ) : (
        <Stack spacing={1} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {links.map((link) => (
            <ContentLinkRow key={link.id} link={link} onRevoke={canRevoke ? () => setRevoking(link) : undefined} />
          ))}
        </Stack>
      )}
      <Confirm
        isOpen={!!revoking}
        loading={revoke.isPending}
        title="app.content_links.revoke_title"
        content="app.content_links.revoke_text"
        confirm="app.content_links.revoke"
        onConfirm={() => revoking && revoke.mutate(revoking)}
        onClose={() => setRevoking(null)}
      />
    </Box>
  );
};
