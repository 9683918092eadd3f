import type { NavLink } from '#content/schemas'
import classes from './Header.module.css'

interface NavLinksProps {
  links: NavLink[]
  current: string
}

export function NavLinks({ links, current }: NavLinksProps) {
  return (
    <ul className={classes.links}>
      {links.map((link) => (
        <li key={link.href}>
          <a
            href={link.href}
            className={classes.link}
            aria-current={link.href === current ? 'page' : undefined}
          >
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  )
}
