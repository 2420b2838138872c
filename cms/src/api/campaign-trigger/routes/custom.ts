import { routeTable } from '../../../services/route-table';

// Run a trigger's campaign now, outside its schedule (the schedule stays as it is).
export default {
  routes: routeTable('campaign-trigger', { 'POST /campaign-triggers/:id/run': 'runNow' }),
};
