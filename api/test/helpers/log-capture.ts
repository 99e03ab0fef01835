/** One JSON log line as pino writes it. */
export type LogLine = Record<string, any> & { level: number; msg?: string }

/** A pino destination that keeps every line, parsed, and the text as written (to search for what must not be there). */
export function logCapture() {
  const lines: LogLine[] = []
  const raw: string[] = []
  return {
    lines,
    raw,
    destination: {
      write(line: string) {
        raw.push(line)
        lines.push(JSON.parse(line) as LogLine)
      }
    }
  }
}

export type LogCapture = ReturnType<typeof logCapture>
