/** Requests and 5xx answers of the last few minutes, in buckets of fixed length: the error rate of this process. */
export class RecentRequests {
  private readonly buckets: { start: number; requests: number; errors: number }[] = []

  constructor(
    readonly windowMs = 5 * 60_000,
    private readonly bucketMs = 10_000,
    private readonly now: () => number = Date.now
  ) {}

  record(status: number): void {
    const start = Math.floor(this.now() / this.bucketMs) * this.bucketMs
    let bucket = this.buckets.at(-1)
    if (bucket?.start !== start) {
      bucket = { start, requests: 0, errors: 0 }
      this.buckets.push(bucket)
      this.prune()
    }
    bucket.requests++
    if (status >= 500) bucket.errors++
  }

  /** Requests and 5xx answers within the window, and the share of 5xx (0 when there were no requests). */
  summary(): { requests: number; errors: number; errorRate: number } {
    this.prune()
    let requests = 0
    let errors = 0
    for (const bucket of this.buckets) {
      requests += bucket.requests
      errors += bucket.errors
    }
    return { requests, errors, errorRate: requests ? errors / requests : 0 }
  }

  private prune(): void {
    const oldest = this.now() - this.windowMs
    while (this.buckets.length && this.buckets[0]!.start + this.bucketMs <= oldest) this.buckets.shift()
  }
}
