// Every opening's address, closed ones included: their pages say they are closed.
import { jobs } from '#content/jobs'

export const onBeforePrerenderStart = () => jobs.map((job) => job.href)
