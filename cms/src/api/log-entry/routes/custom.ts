import { routeTable } from '../../../services/route-table';

// Before the core router's `/log-entries/:id` (route files load in name order).
export default { routes: routeTable('log-entry', { 'GET /log-entries/export': 'export' }) };
