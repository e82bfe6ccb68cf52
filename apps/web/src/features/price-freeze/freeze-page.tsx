import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { PageTitle } from '../../components/page-title';
import './price-freeze.css';

/** A freeze page: its title and heading around the body. */
export function FreezePage({ heading, children }: { heading: string; children: ReactNode }) {
  const intl = useIntl();
  return (
    <div className="wf-page wf-freeze-page">
      <PageTitle title={intl.formatMessage({ id: 'priceFreeze.pageTitle' })} />
      <h1>{heading}</h1>
      {children}
    </div>
  );
}
