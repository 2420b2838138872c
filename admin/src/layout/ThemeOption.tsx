import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { LAYOUT_OPTIONS, type LayoutOptionName, type LayoutPreferences } from '@newsroom/config';
import { useTranslate } from 'react-admin';

interface ThemeOptionProps<K extends LayoutOptionName> {
  name: K;
  labelKey: string;
  /** Catalog prefix of the value labels, e.g. 'app.theme.widths'. */
  valuesKey: string;
  value: LayoutPreferences[K];
  onChange: (value: LayoutPreferences[K]) => void;
}

/** One labelled radio group of the theme panel; the values come from the shared LAYOUT_OPTIONS. */
export const ThemeOption = <K extends LayoutOptionName>({
  name,
  labelKey,
  valuesKey,
  value,
  onChange,
}: ThemeOptionProps<K>) => {
  const translate = useTranslate();
  const id = `theme-${name}`;
  return (
    <FormControl component="fieldset" sx={{ mb: 2, width: '100%' }}>
      <FormLabel id={id} component="legend" sx={{ fontWeight: 600, fontSize: 13, mb: 0.5 }}>
        {translate(labelKey)}
      </FormLabel>
      <RadioGroup
        row
        aria-labelledby={id}
        name={name}
        value={value}
        onChange={(event) => onChange(event.target.value as LayoutPreferences[K])}
        data-testid={`theme-option-${name}`}
      >
        {(LAYOUT_OPTIONS[name] as readonly string[]).map((option) => (
          <FormControlLabel
            key={option}
            value={option}
            control={<Radio size="small" inputProps={{ 'data-testid': `theme-${name}-${option}` } as never} />}
            label={translate(`${valuesKey}.${option}`)}
            sx={{ mr: 2 }}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
};
