import type { NavLink } from '#content/schemas'
import classes from './Header.module.css'
import { useHref } from '#components/Language'

interface NavLinksProps {
  links: NavLink[]
  current: string
}

export function NavLinks({ links, current }: NavLinksProps) {
  const href = useHref()
  return (
    <ul className={classes.links}>
      {links.map((link) => (
        <li key={link.href}>
          <a
            href={href(link.href)}
            className={classes.link}
            aria-current={href(link.href) === current ? 'page' : undefined}
          >
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  )
}
