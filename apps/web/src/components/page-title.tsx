import { useIntl } from 'react-intl';
import { usePortal } from '../tenant/portal-context';

/** Sets the document title (React 19 hoists <title> into <head>): "Page · Brand". */
export function PageTitle({ title }: { title?: string }) {
  const intl = useIntl();
  const { brand } = usePortal();
  const brandName = intl.formatMessage({ id: brand.displayName });
  return <title>{title ? `${title} · ${brandName}` : brandName}</title>;
}
