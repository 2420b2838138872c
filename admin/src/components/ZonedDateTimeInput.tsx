import { DateTimeInput, useTranslate, type DateTimeInputProps } from 'react-admin';
import { fromZonedInput, toZonedInput } from './zonedTime';

/**
 * The one date-and-time input of the console: it shows and takes Europe/Amsterdam wall-clock time whatever
 * the browser's own zone and stores UTC (DESIGN), and always says so under the field, after a screen's own help.
 */
export const ZonedDateTimeInput = ({ helperText, ...props }: DateTimeInputProps) => {
  const translate = useTranslate();
  const zone = translate('app.time_zone_help');
  const help = typeof helperText === 'string' ? `${translate(helperText, { _: helperText })} · ${zone}` : zone;
  return <DateTimeInput {...props} format={toZonedInput} parse={fromZonedInput} helperText={help} />;
};
