import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import type { HotelStayRequest } from '@wayfare/contracts/lodging';
import { hotelQuoteQueryOptions, postHotelQuote } from '../../api/hotel-booking-calls';
import { buildHotelBookPath, readHotelProductFromPath } from '../../model/hotel-product';

/**
 * Reserve on a rate: price it again and hold that price (POST /hotels/quote), then open the
 * booking page, remembering this hotel page as the way back. When the rate is gone, the hotel's
 * rooms are fetched again so the page shows what is still for sale.
 */
export function useReserveRate(stay: HotelStayRequest | null) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  return useMutation({
    mutationFn: (input: { rateId: string; refundableVariant: boolean }) => {
      if (!stay) return Promise.reject(new Error('No stay to reserve'));
      return postHotelQuote({
        rateId: input.rateId,
        stay,
        ...(input.refundableVariant ? { refundableVariant: true } : {}),
      });
    },
    onSuccess: (quote) => {
      queryClient.setQueryData(hotelQuoteQueryOptions(quote.quoteId).queryKey, quote);
      // Premium stays book on /premium-stays/book; a hotel page under /hotels/ on /hotels/book.
      void navigate(
        buildHotelBookPath(readHotelProductFromPath(location.pathname), quote.quoteId),
        {
          state: { shopUrl: `${location.pathname}${location.search}` },
        },
      );
    },
    onError: () => {
      void queryClient.invalidateQueries({ queryKey: ['hotels', 'shop'] });
    },
  });
}
