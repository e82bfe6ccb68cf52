import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { isApiError } from '../../api/api-error';
import { sandboxConsoleQueryOptions } from '../../api/sandbox-console-calls';

export interface ConsoleReport {
  tone: 'success' | 'error';
  text: string;
  /** Changes on every report, so the same text twice is announced twice. */
  serial: number;
}

/** Runs one console action, then reports it (announced) and reads the console's state again. */
export type RunConsoleAction = (
  action: () => Promise<unknown>,
  done: string,
  failed: string,
) => Promise<boolean>;

export function useConsoleActions() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  const [report, setReport] = useState<ConsoleReport | null>(null);
  const [busy, setBusy] = useState(0);

  const run: RunConsoleAction = async (action, done, failed) => {
    setBusy((n) => n + 1);
    try {
      await action();
      setReport((last) => ({ tone: 'success', text: done, serial: (last?.serial ?? 0) + 1 }));
      return true;
    } catch (error) {
      const reason = isApiError(error)
        ? intl.formatMessage(
            { id: 'sandboxConsole.report.reason' },
            {
              message: error.message,
              code: error.code ?? String(error.status || '—'),
              reference: error.referenceId ?? '—',
            },
          )
        : intl.formatMessage({ id: 'sandboxConsole.report.unknown' });
      setReport((last) => ({
        tone: 'error',
        text: `${failed} ${reason}`,
        serial: (last?.serial ?? 0) + 1,
      }));
      return false;
    } finally {
      setBusy((n) => n - 1);
      await queryClient.invalidateQueries({ queryKey: sandboxConsoleQueryOptions().queryKey });
    }
  };
  return { run, report, isBusy: busy > 0 };
}
