import classes from './Eyebrow.module.css'

/** The small uppercase line above a heading. */
export function Eyebrow({ children }: { children: string }) {
  return <p className={classes.eyebrow}>{children}</p>
}
