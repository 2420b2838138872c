/** The job engine of this CMS instance (see src/services/jobs). */
import { createJobEngine } from '../../../services/jobs/engine';

export default ({ strapi }) => createJobEngine(strapi);
