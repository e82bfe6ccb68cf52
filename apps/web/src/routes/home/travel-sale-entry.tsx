import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { travelSaleQueryOptions } from '../../api/travel-sale-calls';
import { formatFare } from '../../format/format-money';
import { buildSaleFlightPath } from '../../model/travel-sale-links';
import './travel-sale-entry.css';
import { useGate } from '../../session/use-experiments';

const HOME_DEALS = 4;

/** The home page's way into the travel sale (issue 23), shown only while the sale is on. */
export function TravelSaleEntry() {
  const intl = useIntl();
  // A product gate (issue 24): its control group is neither shown nor asked for the sale.
  const showsSale = useGate('travel-sale');
  const sale = useQuery({ ...travelSaleQueryOptions(null), enabled: showsSale });
  const data = sale.data;
  // Only while the sale is on and has fares to show; loading and failures show nothing here.
  if (!showsSale || !data?.active || !data.origin) return null;
  const origin = data.origin;
  const priced = data.destinations.filter((d) => d.sale !== null);
  const lowest = priced.reduce<(typeof priced)[number] | null>(
    (best, d) =>
      best?.sale && d.sale && best.sale.fare.amountMinor <= d.sale.fare.amountMinor ? best : d,
    null,
  );
  if (!lowest?.sale) return null;
  const byCode = new Map(priced.map((d) => [d.place.code, d]));
  const featured = (data.lists.featured.length > 0 ? data.lists.featured : data.lists.sorted)
    .flatMap((code) => byCode.get(code) ?? [])
    .slice(0, HOME_DEALS);
  return (
    <section className="wf-card wf-stack wf-home-sale" aria-labelledby="home-sale-title">
      <h2 id="home-sale-title">{intl.formatMessage({ id: 'travelSale.home.title' })}</h2>
      <p>
        {intl.formatMessage(
          { id: 'travelSale.home.body' },
          { count: priced.length, city: origin.city, fare: formatFare(intl, lowest.sale.fare) },
        )}
      </p>
      <ul className="wf-home-sale-deals">
        {featured.map((d) => {
          const href = buildSaleFlightPath(origin.code, d, 'travel_sale_homepage');
          return d.sale && href ? (
            <li key={d.place.code}>
              <Link to={href}>
                {intl.formatMessage(
                  { id: 'travelSale.home.deal' },
                  { city: d.place.city, fare: formatFare(intl, d.sale.fare) },
                )}
              </Link>
            </li>
          ) : null;
        })}
      </ul>
      <p>
        <Link to="/travelsale/" className="wf-button" data-variant="secondary">
          {intl.formatMessage({ id: 'travelSale.home.action' })}
        </Link>
      </p>
    </section>
  );
}
