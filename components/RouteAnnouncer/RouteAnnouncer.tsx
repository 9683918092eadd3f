import classes from './RouteAnnouncer.module.css'

export const ROUTE_ANNOUNCER_ID = 'route-announcer'

/**
 * A live region that pages/+onPageTransitionEnd.ts fills with the new page's
 * title after each client-side navigation, so screen readers announce it.
 */
export function RouteAnnouncer() {
  return (
    <div
      id={ROUTE_ANNOUNCER_ID}
      className={classes.announcer}
      aria-live="assertive"
      aria-atomic="true"
    />
  )
}
