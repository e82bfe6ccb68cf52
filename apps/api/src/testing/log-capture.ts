import type { DestinationStream } from 'pino';

/** A log destination that keeps every line, so a test can read what the app logged. */
export interface LogCapture {
  stream: DestinationStream;
  lines: string[];
  /** Every line so far, joined. */
  text(): string;
}

export function createLogCapture(): LogCapture {
  const lines: string[] = [];
  return {
    stream: {
      write(line: string) {
        lines.push(line);
      },
    },
    lines,
    text: () => lines.join(''),
  };
}
