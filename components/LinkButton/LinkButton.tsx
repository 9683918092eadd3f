import type { AnchorHTMLAttributes, ReactNode } from 'react'
import classes from './LinkButton.module.css'

export interface LinkButtonProps extends AnchorHTMLAttributes<HTMLAnchorElement> {
  href: string
  variant?: 'filled' | 'default' | 'light' | 'white' | 'outline-white' | 'whatsapp'
  size?: 'md' | 'lg'
  fullWidth?: boolean
  rightSection?: ReactNode
  /** Words read by screen readers and search engines after the label, e.g. "about our company". */
  hint?: string
  children: ReactNode
}

/**
 * A link that looks like a button (Mantine's Button look, in CSS only).
 * Links are most of the site's buttons; drawing them without Mantine's
 * Button keeps its script (and its loader and transitions) off most pages.
 */
export function LinkButton({
  variant = 'filled',
  size = 'md',
  fullWidth,
  rightSection,
  hint,
  className,
  children,
  ...rest
}: LinkButtonProps) {
  return (
    <a
      className={[classes.button, className].filter(Boolean).join(' ')}
      data-variant={variant}
      data-size={size}
      data-full-width={fullWidth || undefined}
      {...rest}
    >
      {children}
      {hint && <span className={classes.hint}> {hint}</span>}
      {rightSection}
    </a>
  )
}
