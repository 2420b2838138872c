import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { IMPORT_MODES, type ImportMode } from '@newsroom/config';
import { useTranslate } from 'react-admin';

/** Step 3: what happens with a row whose e-mail address already has a profile. */
export const ModeStep = ({ mode, onChange }: { mode: ImportMode; onChange: (mode: ImportMode) => void }) => {
  const translate = useTranslate();
  return (
    <Box data-testid="import-mode">
      <Typography sx={{ mb: 2 }}>{translate('app.users.import.mode_text')}</Typography>
      <RadioGroup
        value={mode}
        onChange={(event) => onChange(event.target.value as ImportMode)}
        aria-label={translate('app.users.import.mode_text')}
      >
        {IMPORT_MODES.map((value) => (
          <FormControlLabel
            key={value}
            value={value}
            control={<Radio inputProps={{ 'data-testid': `import-mode-${value}` } as Record<string, string>} />}
            sx={{ alignItems: 'flex-start', mb: 1 }}
            label={
              <Box>
                <Typography>{translate(`app.users.import.modes.${value}`)}</Typography>
                <Typography variant="body2" color="text.secondary">
                  {translate(`app.users.import.modes.${value}_help`)}
                </Typography>
              </Box>
            }
          />
        ))}
      </RadioGroup>
    </Box>
  );
};
