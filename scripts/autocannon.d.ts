// The part of autocannon's API that scripts/load.ts uses (the package ships no types).
declare module 'autocannon' {
  interface Request {
    method?: string
    path: string
    headers?: Record<string, string>
    onResponse?: (status: number, body: string) => void
  }
  interface Options {
    url: string
    duration?: number
    connections?: number
    /** Seconds before a request counts as timed out. */
    timeout?: number
    requests?: Request[]
  }
  interface Histogram {
    average: number
    total: number
    p99: number
  }
  interface Result {
    requests: Histogram
    latency: Histogram
    errors: number
    timeouts: number
    non2xx: number
  }
  export default function autocannon(options: Options): Promise<Result>
}
