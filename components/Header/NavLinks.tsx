import type { NavLink } from '../../content/schemas'
import classes from './Header.module.css'

interface NavLinksProps {
  links: NavLink[]
  current: string
  onNavigate: () => void
}

export function NavLinks({ links, current, onNavigate }: NavLinksProps) {
  return (
    <ul className={classes.links}>
      {links.map((link) => (
        <li key={link.href}>
          <a
            href={link.href}
            className={classes.link}
            aria-current={link.href === current ? 'page' : undefined}
            onClick={onNavigate}
          >
            {link.label}
          </a>
        </li>
      ))}
    </ul>
  )
}
