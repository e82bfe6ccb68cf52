import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { Collection } from '@wayfare/contracts/lodging';
import { includesPriceDropProtection } from '@wayfare/domain/price-drop-protection';
import { protectionTermsFor } from '@wayfare/domain/protection-terms';
import { usePortal } from '../tenant/portal-context';
import './price-drop-included.css';

/**
 * "Price drop protection included", linked to its terms, on the booking page's and the
 * confirmation's summary when the booking comes with it (every flight; Premier and Lifestyle
 * stays), by the same per-tenant rule the server attaches it by.
 */
export function PriceDropIncluded({
  booking,
}: {
  booking: { product: 'flight' } | { product: 'hotel'; collection: Collection };
}) {
  const intl = useIntl();
  const { boot } = usePortal();
  if (!includesPriceDropProtection(booking, protectionTermsFor(boot.tenant).priceDropProtection))
    return null;
  return (
    <p className="wf-price-drop-included" data-testid="price-drop-included">
      <span aria-hidden="true">✓ </span>
      <Link to="/terms/price-drop-protection">
        {intl.formatMessage({ id: 'booking.summary.priceDrop' })}
      </Link>
    </p>
  );
}
