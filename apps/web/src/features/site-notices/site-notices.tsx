import { MaintenanceBanner } from './maintenance-notices';
import { TakeoverBanners } from './takeover-banners';

/** Above every page: the maintenance banner and this tenant's takeovers (issue 24). */
export function SiteNotices() {
  return (
    <>
      <MaintenanceBanner />
      <TakeoverBanners />
    </>
  );
}
