export { RouteAnnouncer, ROUTE_ANNOUNCER_ID } from './RouteAnnouncer'
