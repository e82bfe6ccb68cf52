import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { BookingStep } from '@wayfare/contracts/flight-booking';
import { BOOKING_POLL_MS } from '../../api/booking-calls';

interface FollowedBooking {
  id: string;
  step: BookingStep;
}

/**
 * The booking saga's progress after Book, for flights and hotels alike: polls the booking until it
 * settles, then opens the confirmation (confirmed, or held for approval) with the rewards, wallet
 * and saved cards refreshed, or hands a failed booking back to the page to say why. Losing contact
 * also opens the confirmation, which keeps polling. Polling stops when the page is left.
 */
export function useFollowBooking<B extends FollowedBooking>(options: {
  fetchBooking: (id: string, signal: AbortSignal) => Promise<B>;
  isRunning: (booking: B) => boolean;
  isDone: (booking: B) => boolean;
  confirmPath: (id: string) => string;
  queryKey: (id: string) => QueryKey;
  /** Settled (confirmed or held) just before the confirmation opens. */
  onDone?: (booking: B) => void;
  onFailed: (booking: B) => void;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [bookingId, setBookingId] = useState<string | null>(null);
  const [step, setStep] = useState<BookingStep | null>(null);
  const pollAbort = useRef<AbortController | null>(null);
  useEffect(() => () => pollAbort.current?.abort(), []);

  const follow = async (created: B) => {
    pollAbort.current?.abort();
    const abort = new AbortController();
    pollAbort.current = abort;
    setBookingId(created.id);
    setStep(created.step);
    let current = created;
    try {
      while (options.isRunning(current)) {
        await new Promise((resolve) => setTimeout(resolve, BOOKING_POLL_MS));
        if (abort.signal.aborted) return;
        current = await options.fetchBooking(created.id, abort.signal);
        setStep(current.step);
      }
    } catch {
      if (abort.signal.aborted) return;
      // Lost contact: the confirmation page keeps polling and shows the outcome.
      void navigate(options.confirmPath(created.id));
      return;
    }
    if (options.isDone(current)) {
      void queryClient.invalidateQueries({ queryKey: ['rewards'] });
      void queryClient.invalidateQueries({ queryKey: ['wallet'] });
      void queryClient.invalidateQueries({ queryKey: ['payments', 'methods'] });
      queryClient.setQueryData(options.queryKey(current.id), current);
      options.onDone?.(current);
      void navigate(options.confirmPath(current.id));
      return;
    }
    setBookingId(null);
    options.onFailed(current);
  };

  return { bookingId, step, follow };
}
