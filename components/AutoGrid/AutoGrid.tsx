import type { CSSProperties, ElementType, HTMLAttributes } from 'react'
import classes from './AutoGrid.module.css'

export interface AutoGridProps extends HTMLAttributes<HTMLElement> {
  /** The element to render, e.g. "ul" for a list of cards. */
  as?: ElementType
  /** Narrowest a column may get before the grid wraps, e.g. "18rem". */
  min?: string
  /** Most columns on wide screens. */
  cols?: number
}

/** As many columns as fit (at least `min` wide, at most `cols`); unlike SimpleGrid, no <style> tag. */
export function AutoGrid({
  as: Tag = 'div',
  min = '18rem',
  cols = 3,
  className,
  style,
  ...rest
}: AutoGridProps) {
  const vars = { '--grid-min': min, '--grid-cols': cols, ...style } as CSSProperties
  return (
    <Tag className={[classes.grid, className].filter(Boolean).join(' ')} style={vars} {...rest} />
  )
}
