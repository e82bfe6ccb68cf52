import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { todayInPortalZone } from '../../i18n/locale';
import { formatIsoDate } from '../../format/format-dates';
import type { HotelStayParams } from '../../model/hotel-search-params';
import './hotel-search.css';

/** The form and its calendars load when the person opens it, not with the hotel page. */
const StayForm = lazy(() =>
  import('./hotel-search-form').then((module) => ({ default: module.StayForm })),
);

/**
 * The hotel page's date changer: the stay in one line, and a form to change its dates and
 * guests in place. The new stay goes into the URL (the rest of the link is kept), so the rooms
 * and rates reload for it and the back button returns to the old dates.
 */
export function StayChanger({ stay }: { stay: HotelStayParams }) {
  const intl = useIntl();
  const [params, setParams] = useSearchParams();
  const [isOpen, setIsOpen] = useState(false);
  const summary = intl.formatMessage(
    { id: 'hotelShop.stay.summary' },
    {
      from: formatIsoDate(intl, stay.fromDate),
      until: formatIsoDate(intl, stay.untilDate),
      rooms: stay.rooms,
      adults: stay.adults,
      children: stay.children,
    },
  );
  return (
    <section className="wf-card wf-stay-changer" aria-labelledby="stay-changer-title">
      <div className="wf-stay-changer-head">
        <div>
          <h2 id="stay-changer-title" className="wf-visually-hidden">
            {intl.formatMessage({ id: 'hotelShop.stay.title' })}
          </h2>
          <p className="wf-stay-changer-summary">{summary}</p>
        </div>
        <button
          type="button"
          className="wf-link-button"
          aria-expanded={isOpen}
          aria-controls="stay-changer-form"
          onClick={() => setIsOpen((open) => !open)}
        >
          {intl.formatMessage({ id: isOpen ? 'hotelShop.stay.close' : 'hotelShop.stay.change' })}
        </button>
      </div>
      {isOpen ? (
        <div id="stay-changer-form">
          <Suspense
            fallback={
              <p role="status" className="wf-field-description">
                {intl.formatMessage({ id: 'hotelShop.stay.loading' })}
              </p>
            }
          >
            <StayForm
              key={`${stay.fromDate}|${stay.untilDate}|${stay.rooms}|${stay.adults}|${stay.children}`}
              initial={{
                fromDate: stay.fromDate,
                untilDate: stay.untilDate,
                rooms: stay.rooms,
                adults: stay.adults,
                children: stay.children,
              }}
              today={todayInPortalZone()}
              label={intl.formatMessage({ id: 'hotelShop.stay.title' })}
              submitLabel={intl.formatMessage({ id: 'hotelShop.stay.update' })}
              onSubmit={(next) => {
                const updated = new URLSearchParams(params);
                updated.set('fromDate', next.fromDate);
                updated.set('untilDate', next.untilDate);
                updated.set('rooms', String(next.rooms));
                updated.set('adults', String(next.adults));
                updated.set('children', String(next.children));
                // New dates may have rooms again: the list's "no rooms" note no longer applies.
                updated.delete('unavailable');
                setParams(updated);
                setIsOpen(false);
              }}
            />
          </Suspense>
        </div>
      ) : null}
    </section>
  );
}
