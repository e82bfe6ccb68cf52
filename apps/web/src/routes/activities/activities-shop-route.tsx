import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import type { ActivityDetail, TicketType, TimeSlot } from '@wayfare/contracts/activities';
import type { ExperienceTravelers } from '@wayfare/contracts/experiences';
import { isApiError } from '../../api/api-error';
import {
  experienceAvailabilityQueryOptions,
  experienceQuoteQueryOptions,
  experienceShopQueryOptions,
  postExperienceQuote,
} from '../../api/experiences-calls';
import {
  ActivityCancellationText,
  ActivityInclusions,
  ActivityItinerary,
  describeAgeBand,
} from '../../components/activity-details';
import '../../components/activity-details.css';
import { PageTitle } from '../../components/page-title';
import { HotelMap } from '../../features/hotel-map/hotel-map';
import '../../features/hotel-map/hotel-map.css';
import { formatClockTime, formatDuration } from '../../format/format-dates';
import { formatFare, formatTotal } from '../../format/format-money';
import { todayInPortalZone } from '../../i18n/locale';
import {
  buildActivityPath,
  buildActivitySearchParams,
  readActivitySearchParams,
} from '../../model/activity-search-params';
import { addDaysToIsoDate, SEARCH_HORIZON_DAYS } from '../../model/search-dates';
import { Button } from '../../ui/button';
import { LoadingState, Notice } from '../../ui/states';
import { AreaMessages } from '../../i18n/area-messages';
import { ACTIVITIES_EN } from '../../i18n/catalogues/activities';
import { OFFLINE_MAP_EN } from '../../i18n/catalogues/offline-map';
import './activities.css';
import { ACTIVITY_BOOKING_EN } from '../../i18n/catalogues/activity-booking';

const SHOP_MESSAGES = { ...OFFLINE_MAP_EN, ...ACTIVITIES_EN, ...ACTIVITY_BOOKING_EN };

const MAX_PARTY = 15;

function slotKey(slot: Pick<TimeSlot, 'startTime' | 'ticketType'>): string {
  return `${slot.startTime}|${slot.ticketType}`;
}

/** The travellers per age band the activity takes, each with its ages, as counters. */
function TravelersPicker({
  activity,
  travelers,
  onChange,
}: {
  activity: ActivityDetail;
  travelers: ExperienceTravelers;
  onChange: (next: ExperienceTravelers) => void;
}) {
  const intl = useIntl();
  const people = Object.values(travelers).reduce((s, n) => s + n, 0);
  return (
    <fieldset className="wf-activity-travelers">
      <legend>{intl.formatMessage({ id: 'activityShop.travelers' })}</legend>
      {activity.ageBands.map((rule) => {
        const count = travelers[rule.band] ?? 0;
        const name = describeAgeBand(intl, rule.band, rule);
        const set = (n: number) => onChange({ ...travelers, [rule.band]: n });
        return (
          <div key={rule.band} className="wf-activity-counter">
            <span id={`band-${rule.band}`}>{name}</span>
            <div className="wf-activity-counter-buttons">
              <button
                type="button"
                className="wf-button"
                data-variant="secondary"
                aria-label={intl.formatMessage({ id: 'activityShop.fewer' }, { band: name })}
                disabled={count === 0}
                onClick={() => set(count - 1)}
              >
                −
              </button>
              <output aria-labelledby={`band-${rule.band}`} aria-live="polite">
                {count}
              </output>
              <button
                type="button"
                className="wf-button"
                data-variant="secondary"
                aria-label={intl.formatMessage({ id: 'activityShop.more' }, { band: name })}
                disabled={people >= MAX_PARTY}
                onClick={() => set(count + 1)}
              >
                +
              </button>
            </div>
          </div>
        );
      })}
      <p className="wf-field-description">
        {intl.formatMessage(
          {
            id: activity.ageBands.some((b) => b.band === 'Child' || b.band === 'Infant')
              ? 'activityShop.ageRule'
              : 'activityShop.ageRuleAdults',
          },
          { min: Math.min(...activity.ageBands.map((b) => b.minAge)), max: MAX_PARTY },
        )}
      </p>
    </fieldset>
  );
}

function partyProblem(travelers: ExperienceTravelers): 'none' | 'adult' | null {
  const people = Object.values(travelers).reduce((s, n) => s + n, 0);
  if (people === 0) return 'none';
  if ((travelers.Adult ?? 0) + (travelers.Senior ?? 0) === 0) return 'adult';
  return null;
}

function SlotPicker({
  activity,
  date,
  travelers,
  chosen,
  onChoose,
}: {
  activity: ActivityDetail;
  date: string;
  travelers: ExperienceTravelers;
  chosen: string | null;
  onChoose: (key: string) => void;
}) {
  const intl = useIntl();
  const query = useQuery(
    experienceAvailabilityQueryOptions({ activityId: activity.activityId, date, travelers }),
  );
  if (query.isPending)
    return <LoadingState label={intl.formatMessage({ id: 'activityShop.loadingSlots' })} />;
  if (query.isError)
    return (
      <Notice
        tone="error"
        title={intl.formatMessage({ id: 'activityShop.slotsError' })}
        action={
          <Button onPress={() => void query.refetch()}>
            {intl.formatMessage({ id: 'common.tryAgain' })}
          </Button>
        }
      >
        <p>{isApiError(query.error) ? query.error.message : ''}</p>
      </Notice>
    );
  const day = query.data;
  if (day.availability !== 'Available')
    return (
      <Notice
        title={intl.formatMessage({ id: `activityShop.unavailable.${day.reason ?? 'SoldOut'}` })}
      >
        <p>{intl.formatMessage({ id: 'activityShop.tryAnotherDay' })}</p>
      </Notice>
    );
  const ticketName = (type: TicketType) =>
    activity.tickets.find((t) => t.ticketType === type)?.name ?? type;
  return (
    <fieldset className="wf-activity-slots">
      <legend>{intl.formatMessage({ id: 'activityShop.slots' })}</legend>
      {day.timeSlots.map((slot) => {
        const key = slotKey(slot);
        return (
          <label
            key={key}
            className="wf-activity-slot"
            data-disabled={slot.isAvailable ? undefined : 'true'}
          >
            <input
              type="radio"
              name="activity-slot"
              value={key}
              checked={chosen === key}
              disabled={!slot.isAvailable}
              onChange={() => onChoose(key)}
            />
            <span className="wf-activity-slot-time">{formatClockTime(intl, slot.startTime)}</span>
            <span>{ticketName(slot.ticketType)}</span>
            <span className="wf-field-description">
              {slot.isAvailable
                ? intl.formatMessage({ id: 'activityShop.spotsLeft' }, { count: slot.spotsLeft })
                : intl.formatMessage({ id: 'activityShop.soldOut' })}
            </span>
            <strong>{formatTotal(intl, slot.total)}</strong>
          </label>
        );
      })}
    </fieldset>
  );
}

function ActivityPage({ activity }: { activity: ActivityDetail }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [params] = useSearchParams();
  const search = readActivitySearchParams(params);
  const today = todayInPortalZone();
  const [date, setDate] = useState(
    search && search.fromDate >= today ? search.fromDate : addDaysToIsoDate(today, 1),
  );
  const [travelers, setTravelers] = useState<ExperienceTravelers>({ Adult: 2 });
  const [chosen, setChosen] = useState<string | null>(null);
  const [attempted, setAttempted] = useState(false);
  const problem = partyProblem(travelers);
  const quote = useMutation({
    mutationFn: postExperienceQuote,
    onSuccess: async (fresh) => {
      queryClient.setQueryData(experienceQuoteQueryOptions(fresh.quoteId).queryKey, fresh);
      await navigate(`${buildActivityPath('book')}?quoteId=${encodeURIComponent(fresh.quoteId)}`, {
        state: { shopUrl: `${location.pathname}${location.search}` },
      });
    },
  });
  const markers = useMemo(
    () => [
      {
        id: 'meeting',
        lat: activity.meetingPoint.coordinates.lat,
        lon: activity.meetingPoint.coordinates.lon,
        label: intl.formatMessage({ id: 'activityShop.meetHere' }),
        name: activity.meetingPoint.name,
      },
    ],
    [activity, intl],
  );
  const maxDate = addDaysToIsoDate(today, SEARCH_HORIZON_DAYS);
  const dateValid = date >= today && date <= maxDate;
  return (
    <div className="wf-page wf-stack">
      <PageTitle title={activity.title} />
      {search ? (
        <p>
          <Link to={buildActivityPath('availability', buildActivitySearchParams(search))}>
            {intl.formatMessage({ id: 'activityShop.back' }, { place: search.locationName })}
          </Link>
        </p>
      ) : null}
      <div className="wf-activity-hero">
        <img src={activity.imageSvg} alt="" width={320} height={240} />
        <div className="wf-stack">
          <p className="wf-activity-card-category">
            {intl.formatMessage({ id: `activityCategory.${activity.category}` })} · {activity.city}
          </p>
          <h1>{activity.title}</h1>
          <p>{activity.description}</p>
          <p className="wf-field-description">
            {intl.formatMessage(
              { id: 'activityShop.facts' },
              {
                duration: formatDuration(intl, activity.durationMinutes),
                rating: intl.formatNumber(activity.userRating, { maximumFractionDigits: 1 }),
                reviews: activity.reviewCount,
                languages: activity.languages.join(', '),
              },
            )}
          </p>
          <p className="wf-activity-card-price">
            {intl.formatMessage(
              { id: 'activityCard.from' },
              { price: formatFare(intl, activity.fromPrice) },
            )}
          </p>
        </div>
      </div>
      <div className="wf-activity-layout">
        <div className="wf-stack">
          <ActivityItinerary activity={activity} />
          <section className="wf-card wf-stack" aria-labelledby="activity-meeting-title">
            <h2 id="activity-meeting-title">
              {intl.formatMessage({ id: 'activityDetails.meetingPoint' })}
            </h2>
            <p>{activity.meetingPoint.name}</p>
            <HotelMap
              className="wf-map-static"
              label={intl.formatMessage(
                { id: 'activityShop.mapLabel' },
                { place: activity.meetingPoint.name },
              )}
              markers={markers}
              fit={{ key: activity.activityId, box: null }}
            />
          </section>
          <ActivityInclusions activity={activity} />
          <section className="wf-card" aria-labelledby="activity-policy-title">
            <h2 id="activity-policy-title">
              {intl.formatMessage({ id: 'activityDetails.cancellation' })}
            </h2>
            <ActivityCancellationText policy={activity.cancellationPolicy} />
          </section>
        </div>
        <section
          className="wf-card wf-stack wf-activity-book-panel"
          aria-labelledby="activity-book-title"
        >
          <h2 id="activity-book-title">{intl.formatMessage({ id: 'activityShop.choose' })}</h2>
          <div className="wf-field">
            <label htmlFor="activity-date" className="wf-field-label">
              {intl.formatMessage({ id: 'activityShop.date' })}
            </label>
            <input
              id="activity-date"
              type="date"
              className="wf-input"
              value={date}
              min={today}
              max={maxDate}
              aria-invalid={dateValid ? undefined : true}
              aria-describedby={dateValid ? undefined : 'activity-date-error'}
              onChange={(e) => {
                setDate(e.target.value);
                setChosen(null);
              }}
            />
            {dateValid ? null : (
              <p id="activity-date-error" className="wf-field-error">
                {intl.formatMessage({ id: 'activitySearch.error.past' })}
              </p>
            )}
          </div>
          <TravelersPicker
            activity={activity}
            travelers={travelers}
            onChange={(next) => {
              setTravelers(next);
              setChosen(null);
            }}
          />
          {problem ? (
            <p className="wf-field-error" role="alert">
              {intl.formatMessage({ id: `activityShop.party.${problem}` })}
            </p>
          ) : dateValid ? (
            <SlotPicker
              activity={activity}
              date={date}
              travelers={travelers}
              chosen={chosen}
              onChoose={setChosen}
            />
          ) : null}
          {attempted && !chosen && !problem ? (
            <p className="wf-field-error" role="alert">
              {intl.formatMessage({ id: 'activityShop.chooseSlot' })}
            </p>
          ) : null}
          {quote.isError ? (
            <p className="wf-field-error" role="alert">
              {isApiError(quote.error)
                ? quote.error.message
                : intl.formatMessage({ id: 'activityShop.quoteFailed' })}
            </p>
          ) : null}
          <Button
            isDisabled={quote.isPending}
            onPress={() => {
              setAttempted(true);
              if (!chosen || problem || !dateValid) return;
              const [startTime = '', ticketType = 'Standard'] = chosen.split('|');
              quote.mutate({
                activityId: activity.activityId,
                date,
                startTime,
                ticketType: ticketType as TicketType,
                travelers,
              });
            }}
          >
            {intl.formatMessage({
              id: quote.isPending ? 'activityShop.holding' : 'activityShop.continue',
            })}
          </Button>
        </section>
      </div>
    </div>
  );
}

/** /activities/shop?activityId=…: the activity page, its slots and the party. */
function ShopPage() {
  const intl = useIntl();
  const [params] = useSearchParams();
  const activityId = params.get('activityId') ?? '';
  const query = useQuery({ ...experienceShopQueryOptions(activityId), enabled: activityId !== '' });
  if (!activityId || (query.isError && isApiError(query.error) && query.error.status === 404))
    return (
      <div className="wf-page wf-stack">
        <PageTitle title={intl.formatMessage({ id: 'activityShop.notFound' })} />
        <h1>{intl.formatMessage({ id: 'activityShop.notFound' })}</h1>
        <Notice
          title={intl.formatMessage({ id: 'activityShop.notFoundBody' })}
          action={
            <Link to={buildActivityPath('search')} className="wf-button" data-variant="primary">
              {intl.formatMessage({ id: 'activityResults.startSearch' })}
            </Link>
          }
        />
      </div>
    );
  if (query.isPending)
    return (
      <div className="wf-page">
        <PageTitle title={intl.formatMessage({ id: 'activityShop.loading' })} />
        <LoadingState label={intl.formatMessage({ id: 'activityShop.loading' })} />
      </div>
    );
  if (query.isError)
    return (
      <div className="wf-page wf-stack">
        <PageTitle title={intl.formatMessage({ id: 'activityShop.error' })} />
        <h1>{intl.formatMessage({ id: 'activityShop.error' })}</h1>
        <Notice
          tone="error"
          title={intl.formatMessage({ id: 'activityShop.error' })}
          action={
            <Button onPress={() => void query.refetch()}>
              {intl.formatMessage({ id: 'common.tryAgain' })}
            </Button>
          }
        />
      </div>
    );
  return <ActivityPage key={activityId} activity={query.data.activity} />;
}

export function Component() {
  return (
    <AreaMessages english={SHOP_MESSAGES}>
      <ShopPage />
    </AreaMessages>
  );
}
