import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import {
  removeFavoriteHotel,
  saveFavoriteHotel,
  wishlistItemsQueryOptions,
} from '../../api/wishlist-calls';
import { useSignedInSession } from '../../session/use-signed-in-session';
import './favorites.css';

/**
 * The heart on a hotel: a toggle button (aria-pressed) that saves it to or removes it from the
 * person's favorites. It shows the new state at once and puts it back if the call fails.
 */
export function FavoriteButton({ lodgingId, hotelName }: { lodgingId: string; hotelName: string }) {
  const intl = useIntl();
  const session = useSignedInSession();
  const queryClient = useQueryClient();
  const items = useQuery(wishlistItemsQueryOptions(session.userId));
  const saved = items.data?.wishlistItems.some((i) => i.productId.value === lodgingId) ?? false;
  const toggle = useMutation({
    mutationFn: async (save: boolean): Promise<void> => {
      if (save) await saveFavoriteHotel(lodgingId);
      else await removeFavoriteHotel(lodgingId);
    },
    onSettled: () =>
      queryClient.invalidateQueries({
        queryKey: wishlistItemsQueryOptions(session.userId).queryKey,
      }),
  });
  const isSaved = toggle.isPending ? toggle.variables : saved;
  const label = intl.formatMessage(
    { id: isSaved ? 'favorites.remove' : 'favorites.save' },
    { name: hotelName },
  );
  return (
    <button
      type="button"
      className="wf-favorite-button"
      aria-pressed={isSaved}
      aria-label={label}
      title={label}
      disabled={items.isPending}
      onClick={() => toggle.mutate(!isSaved)}
      data-failed={toggle.isError || undefined}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path
          d="M12 21s-7.5-4.6-9.6-9.1C1 8.7 3 5 6.6 5c2.1 0 3.6 1.2 5.4 3.2C13.8 6.2 15.3 5 17.4 5 21 5 23 8.7 21.6 11.9 19.5 16.4 12 21 12 21z"
          fill={isSaved ? 'currentColor' : 'none'}
          stroke="currentColor"
          strokeWidth="2"
        />
      </svg>
    </button>
  );
}
