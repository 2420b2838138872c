import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import { useLocaleState, useLocales, useTranslate } from 'react-admin';

interface LanguageSelectProps {
  /** Called after the UI switched (the signed-in top bar saves it to the profile). */
  onChange?: (locale: string) => void;
  color?: string;
  /** Shows the language code (NL) instead of its name, where the top bar is short of room. */
  compact?: boolean;
}

/** Language dropdown (a listbox of options, keyboard operable), used in the top bar and on the auth pages. */
export const LanguageSelect = ({ onChange, color = 'inherit', compact = false }: LanguageSelectProps) => {
  const translate = useTranslate();
  const locales = useLocales();
  const [locale, setLocale] = useLocaleState();
  return (
    <Select
      value={locale}
      variant="standard"
      disableUnderline
      renderValue={compact ? (code) => String(code).toUpperCase() : undefined}
      onChange={(event) => {
        setLocale(event.target.value);
        onChange?.(event.target.value);
      }}
      SelectDisplayProps={
        { 'aria-label': translate('app.topbar.language'), 'data-testid': 'language-select' } as object
      }
      sx={{
        color,
        fontSize: 14,
        '& svg': { color },
        '& .MuiSelect-select:focus-visible': { outline: `2px solid ${color}` },
      }}
    >
      {locales.map(({ locale: code, name }) => (
        <MenuItem key={code} value={code} data-testid={`language-option-${code}`}>
          {name}
        </MenuItem>
      ))}
    </Select>
  );
};
