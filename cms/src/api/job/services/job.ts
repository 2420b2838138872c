/** The job engine of this CMS instance (see src/services/jobs). */
import { createJobEngine } from '../../../services/jobs/engine';
import type { WithStrapi } from '../../../strapi-types';

export default ({ strapi }: WithStrapi) => createJobEngine(strapi);
