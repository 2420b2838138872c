import { catalogOf } from './catalog';
import raDutch from './nl/ra';

/** Default catalog: Dutch is the language of a new visitor. */
const nl = catalogOf('nl', raDutch);

export default nl;
