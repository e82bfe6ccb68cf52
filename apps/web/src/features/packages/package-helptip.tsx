import { useState } from 'react';
import { useIntl } from 'react-intl';
import { readStoredValue, STORAGE_KEYS, writeStoredValue } from '../../api/storage-keys';
import { Button } from '../../ui/button';

/**
 * What a package is, shown on the package pages until the person dismisses it (spec §3
 * `packages_educational_helptip`: set once dismissed, in this browser).
 */
export function PackageHelptip() {
  const intl = useIntl();
  const [isShown, setIsShown] = useState(
    () => readStoredValue(STORAGE_KEYS.packagesEducationalHelptip) === null,
  );
  if (!isShown) return null;
  return (
    <aside
      className="wf-card wf-package-helptip"
      aria-labelledby="package-helptip-title"
      data-testid="package-helptip"
    >
      <h2 id="package-helptip-title">{intl.formatMessage({ id: 'packageHelptip.title' })}</h2>
      <p>{intl.formatMessage({ id: 'packageHelptip.body' })}</p>
      <p>{intl.formatMessage({ id: 'packageHelptip.hidden' })}</p>
      <Button
        variant="secondary"
        onPress={() => {
          writeStoredValue(STORAGE_KEYS.packagesEducationalHelptip, 'true');
          setIsShown(false);
        }}
      >
        {intl.formatMessage({ id: 'packageHelptip.dismiss' })}
      </Button>
    </aside>
  );
}
