import { statsIn } from '#content/stats'
import classes from './StatsBlock.module.css'
import { useLanguage } from '#components/Language'

/** The home page's figures (content/stats.yaml). */
export function StatsBlock() {
  const stats = statsIn(useLanguage())
  return (
    <dl className={classes.stats}>
      {stats.map((stat) => (
        <div key={stat.label} className={classes.stat}>
          <dt className={classes.label}>{stat.label}</dt>
          <dd className={classes.value}>{stat.value}</dd>
        </div>
      ))}
    </dl>
  )
}
