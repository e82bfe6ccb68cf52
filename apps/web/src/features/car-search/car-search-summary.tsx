import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { formatLocalDayTime } from '../../format/format-dates';
import {
  buildCarPath,
  buildCarSearchParams,
  toLocalDateTime,
  type CarSearchParams,
} from '../../model/car-search-params';

/** "Fri, Dec 4, 10:00 AM to Mon, Dec 7, 10:00 AM · driver 30 · Change search". */
export function CarSearchSummary({ search }: { search: CarSearchParams }) {
  const intl = useIntl();
  const values = {
    from: formatLocalDayTime(intl, toLocalDateTime(search.fromDate, search.pickUpTime)),
    until: formatLocalDayTime(intl, toLocalDateTime(search.untilDate, search.dropOffTime)),
    age: search.driverAge,
    dropOff: search.dropOff?.name ?? '',
  };
  return (
    <p className="wf-lead">
      {intl.formatMessage(
        { id: search.dropOff ? 'carSearch.summaryOneWay' : 'carSearch.summary' },
        values,
      )}{' '}
      <Link to={buildCarPath('search', buildCarSearchParams(search))}>
        {intl.formatMessage({ id: 'carResults.changeSearch' })}
      </Link>
    </p>
  );
}
