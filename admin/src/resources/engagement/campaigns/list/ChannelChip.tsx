import Chip from '@mui/material/Chip';
import { useTranslate } from 'react-admin';

/** A campaign's channel (e-mail, SMS, push) in the user's language, outlined so the status chip stays the eye-catcher. */
export const ChannelChip = ({ channel }: { channel?: string | null }) => {
  const translate = useTranslate();
  const value = channel || 'EMAIL';
  return (
    <Chip
      size="small"
      variant="outlined"
      label={translate(`app.campaigns.channel.${value}`, { _: value })}
      data-testid="campaign-channel"
    />
  );
};
