import { useIntl } from 'react-intl';
import { Button } from '../../ui/button';
import { useShownOnce } from '../../ui/use-shown-once';

/**
 * What a package is, shown on the package pages until the person dismisses it (spec §3
 * `packages_educational_helptip`: set once dismissed, in this browser).
 */
export function PackageHelptip() {
  const intl = useIntl();
  const helptip = useShownOnce('packagesEducational');
  if (!helptip.isOpen) return null;
  return (
    <aside
      className="wf-card wf-package-helptip"
      aria-labelledby="package-helptip-title"
      data-testid="package-helptip"
    >
      <h2 id="package-helptip-title">{intl.formatMessage({ id: 'packageHelptip.title' })}</h2>
      <p>{intl.formatMessage({ id: 'packageHelptip.body' })}</p>
      <p>{intl.formatMessage({ id: 'packageHelptip.hidden' })}</p>
      <Button variant="secondary" onPress={helptip.close}>
        {intl.formatMessage({ id: 'packageHelptip.dismiss' })}
      </Button>
    </aside>
  );
}
