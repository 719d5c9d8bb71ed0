// Minimal typing for the parts of autocannon the API benchmark uses (the package ships no types).
declare module 'autocannon' {
  interface Options {
    url: string
    method?: 'GET' | 'POST'
    headers?: Record<string, string>
    body?: string
    connections?: number
    pipelining?: number
    duration?: number
    workers?: number
  }
  interface Histogram {
    average: number
    mean: number
    p50: number
    p99: number
    max: number
  }
  interface Result {
    requests: Histogram & { total: number }
    latency: Histogram
    errors: number
    timeouts: number
    non2xx: number
  }
  function autocannon(options: Options): Promise<Result>
  export = autocannon
}
