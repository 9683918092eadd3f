import { site } from '#content/site'
import { uiIn } from '#content/ui'
import classes from './Logo.module.css'
import { useLanguage, useHref } from '#components/Language'

/** The company mark and name, linking home. */
export function Logo() {
  const href = useHref()
  const ui = uiIn(useLanguage())
  return (
    <a
      href={href('/')}
      className={classes.logo}
      aria-label={`${site.shortName} — ${ui.header.homeLabel}`}
    >
      <svg className={classes.mark} viewBox="0 0 64 64" aria-hidden="true" focusable="false">
        <rect width="64" height="64" rx="14" />
        <path d="M18 40V24h10a8 8 0 0 1 0 16h-4m12 0h10" />
      </svg>
      <span className={classes.name}>{site.shortName}</span>
    </a>
  )
}
