/**
 * Date and time inputs show and take Europe/Amsterdam wall-clock time whatever the browser's own time zone,
 * and store UTC. The arithmetic is config/src/amsterdam-time.ts, shared with the CMS; these are the names
 * the console's inputs use.
 */
export {
  amsterdamDayEnd as dayEnd,
  amsterdamDayStart as dayStart,
  fromAmsterdamInput as fromZonedInput,
  toAmsterdamDay as toZonedDay,
  toAmsterdamInput as toZonedInput,
} from '@newsroom/config';
