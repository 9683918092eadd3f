import { forwardRef, type ButtonHTMLAttributes, type ReactNode } from 'react'
import classes from './IconButton.module.css'

export interface IconButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  /** What the button does, read by screen readers (the icon is hidden from them). */
  'aria-label': string
  variant?: 'default' | 'subtle' | 'whatsapp'
  /** Round instead of rounded-square. */
  round?: boolean
  children: ReactNode
}

/**
 * A square 44 px button holding an icon. Plain CSS in Mantine's look: the
 * three icon buttons of every page (menu, colour scheme, chat) do not need
 * Mantine's ActionIcon script with its loader and transitions.
 */
export const IconButton = forwardRef<HTMLButtonElement, IconButtonProps>(function IconButton(
  { variant = 'default', round = false, className, children, ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type="button"
      className={[classes.button, className].filter(Boolean).join(' ')}
      data-variant={variant}
      data-round={round || undefined}
      {...rest}
    >
      {children}
    </button>
  )
})
