import { routeTable } from '../../../services/route-table';

// The meeting with support: signed-in staff whose role holds api::meet.meet.auth (SPEC 6); 404 without a server.
export default { routes: routeTable('meet', { 'POST /meet/auth': 'auth' }) };
