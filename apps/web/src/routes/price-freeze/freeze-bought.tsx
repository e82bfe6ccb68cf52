import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import type { PriceFreezeVoucher } from '@wayfare/contracts/price-freeze';
import { isFreezeBookable } from '../../features/price-freeze/freeze-voucher-card';
import { Button } from '../../ui/button';
import { LoadingState, Notice } from '../../ui/states';

/**
 * After a freeze is paid for, either product: its voucher (loading, or failed with a way to try
 * again), the e-mail sent, and where it lives from now on (Frozen prices; Book now while usable).
 */
export function FreezeBought<V extends PriceFreezeVoucher>({
  voucher,
  failedTitle,
  renderCard,
  bookNowPath,
}: {
  voucher: UseQueryResult<V>;
  failedTitle: string;
  renderCard: (voucher: V) => ReactNode;
  /** Where the voucher is booked (the flight exercise shop, the hotel voucher's page). */
  bookNowPath: (voucher: V) => string;
}) {
  const intl = useIntl();
  if (voucher.isPending)
    return <LoadingState label={intl.formatMessage({ id: 'priceFreeze.loading' })} />;
  if (voucher.isError)
    return (
      <Notice
        tone="error"
        title={failedTitle}
        action={
          <Button onPress={() => void voucher.refetch()}>
            {intl.formatMessage({ id: 'common.tryAgain' })}
          </Button>
        }
      />
    );
  return (
    <div className="wf-freeze-layout wf-confirmation">
      {renderCard(voucher.data)}
      <p>{intl.formatMessage({ id: 'priceFreeze.confirmation.emailed' })}</p>
      <p className="wf-row">
        <Link to="/trips?tab=frozen" className="wf-button" data-variant="primary">
          {intl.formatMessage({ id: 'priceFreeze.viewFrozen' })}
        </Link>
        {isFreezeBookable(voucher.data) ? (
          <Link to={bookNowPath(voucher.data)} className="wf-button" data-variant="secondary">
            {intl.formatMessage({ id: 'priceFreeze.bookNow' })}
          </Link>
        ) : null}
      </p>
    </div>
  );
}
