import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';

/** Whole minutes and seconds left on the price hold, or null once it ended. */
export function formatHoldLeft(expiresAtMs: number, nowMs: number): string | null {
  const left = Math.floor((expiresAtMs - nowMs) / 1000);
  if (left <= 0) return null;
  return `${Math.floor(left / 60)}:${String(left % 60).padStart(2, '0')}`;
}

export function HoldCountdown({ expiresAt, now }: { expiresAt: string; now: () => number }) {
  const intl = useIntl();
  const [nowMs, setNowMs] = useState(now);
  useEffect(() => {
    const timer = setInterval(() => setNowMs(now()), 1000);
    return () => clearInterval(timer);
  }, [now]);
  const left = formatHoldLeft(Date.parse(expiresAt), nowMs);
  return (
    <p className="wf-booking-hold" data-ended={left === null}>
      {left === null
        ? intl.formatMessage({ id: 'booking.hold.ended' })
        : intl.formatMessage(
            { id: 'booking.hold.left' },
            { time: intl.formatTime(expiresAt, { hour: 'numeric', minute: '2-digit' }), left },
          )}
    </p>
  );
}
