import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Link, useLocation, useSearchParams } from 'react-router';
import { packageHotelShopQueryOptions } from '../../api/packages-calls';
import { HotelImage } from '../../components/hotel-image';
import { HotelRatings } from '../../components/hotel-ratings';
import { PageTitle } from '../../components/page-title';
import '../../features/hotel-results/hotel-results.css';
import '../../features/hotel-shop/hotel-shop.css';
import {
  IncludedFlightLines,
  PackageCallProblem,
  PackageSearchSummary,
  PackageStepLine,
} from '../../features/packages/package-flow';
import {
  buildPackagePath,
  readPackageArea,
  readPackageSearchParams,
  toPackageSearchRequest,
  type PackageArea,
  type PackageSearchParams,
} from '../../features/packages/package-params';
import { PackageRoomCard } from '../../features/packages/package-room-card';
import '../../features/packages/packages.css';
import { AreaMessages } from '../../i18n/area-messages';
import { HOTELS_EN } from '../../i18n/catalogues/hotels';
import { PACKAGES_EN } from '../../i18n/catalogues/packages';
import { LoadingState, Notice } from '../../ui/states';

function HotelShop({
  area,
  search,
  lodgingId,
}: {
  area: PackageArea;
  search: PackageSearchParams;
  lodgingId: string;
}) {
  const intl = useIntl();
  const shop = useQuery(
    packageHotelShopQueryOptions({ search: toPackageSearchRequest(search), lodgingId }),
  );
  const hotelsPath = buildPackagePath(area, 'hotels-availability', search);
  if (shop.isPending)
    return (
      <>
        <PageTitle title={intl.formatMessage({ id: 'packageRooms.pageTitle' })} />
        <LoadingState label={intl.formatMessage({ id: 'packageRooms.loading' })} />
      </>
    );
  if (shop.isError)
    return (
      <>
        <PageTitle title={intl.formatMessage({ id: 'packageRooms.pageTitle' })} />
        <h1>{intl.formatMessage({ id: 'packageRooms.pageTitle' })}</h1>
        <PackageCallProblem
          error={shop.error}
          title={intl.formatMessage({ id: 'packageRooms.failed' })}
          onRetry={() => void shop.refetch()}
          back={{ path: hotelsPath, label: intl.formatMessage({ id: 'packageFlow.otherHotels' }) }}
        />
      </>
    );
  const { hotel, rooms } = shop.data;
  return (
    <>
      <PageTitle title={hotel.name} />
      <PackageStepLine step="room" />
      <h1>{hotel.name}</h1>
      <PackageSearchSummary area={area} search={search} />
      <div className="wf-package-hotel-head">
        <HotelImage
          src={hotel.photos[0]?.imageSvg ?? ''}
          className="wf-package-hotel-image"
          isPriority
        />
        <div className="wf-stack">
          <HotelRatings hotel={hotel} />
          <p>{hotel.address}</p>
          <p className="wf-field-description">{hotel.description}</p>
          <Link to={hotelsPath}>{intl.formatMessage({ id: 'packageFlow.otherHotels' })}</Link>
        </div>
      </div>
      <section className="wf-card wf-package-included" aria-labelledby="package-included-title">
        <h2 id="package-included-title">
          {intl.formatMessage({ id: 'packageHotels.includedFlight' })}
        </h2>
        <IncludedFlightLines flight={shop.data.includedFlight} />
      </section>
      <section className="wf-stack" aria-labelledby="package-rooms-title">
        <h2 id="package-rooms-title">{intl.formatMessage({ id: 'packageRooms.title' })}</h2>
        {rooms.length === 0 ? (
          <Notice title={intl.formatMessage({ id: 'packageRooms.empty' })}>
            <Link to={hotelsPath}>{intl.formatMessage({ id: 'packageFlow.otherHotels' })}</Link>
          </Notice>
        ) : (
          rooms.map((room) => (
            <PackageRoomCard
              key={room.roomTypeId}
              room={room}
              flightShopPath={(rateId) =>
                buildPackagePath(area, 'flight-shop', search, { lodgingId, rateId })
              }
            />
          ))
        )}
      </section>
    </>
  );
}

/** /packages/hotel-shop?…&lodgingId=: the hotel's rooms, each rate priced as a package. */
function HotelShopPage() {
  const intl = useIntl();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const area = readPackageArea(pathname);
  const search = readPackageSearchParams(params);
  const lodgingId = params.get('lodgingId');
  return (
    <div className="wf-page wf-stack">
      {search && lodgingId ? (
        <HotelShop area={area} search={search} lodgingId={lodgingId} />
      ) : (
        <>
          <PageTitle title={intl.formatMessage({ id: 'packageRooms.pageTitle' })} />
          <Notice
            headingLevel={1}
            title={intl.formatMessage({ id: 'packageFlow.invalidLink' })}
            action={
              <Link to={`/${area}/search`} className="wf-button" data-variant="primary">
                {intl.formatMessage({ id: 'packageFlow.newSearch' })}
              </Link>
            }
          />
        </>
      )}
    </div>
  );
}

const MESSAGES = { ...HOTELS_EN, ...PACKAGES_EN };

export function Component() {
  return (
    <AreaMessages english={MESSAGES}>
      <HotelShopPage />
    </AreaMessages>
  );
}
