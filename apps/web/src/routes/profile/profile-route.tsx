import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { Traveler } from '@wayfare/contracts/travelers';
import { useSignedInSession } from '../../session/use-signed-in-session';
import { PageTitle } from '../../components/page-title';
import { DeleteTravelerDialog } from '../../features/travelers/delete-traveler-dialog';
import { TravelerFormDialog } from '../../features/travelers/traveler-form-dialog';
import { TravelerList } from '../../features/travelers/traveler-list';
import '../../features/travelers/travelers.css';
import { useTravelerStore } from '../../features/travelers/use-traveler-store';
import { usePortal } from '../../tenant/portal-context';
import { Button } from '../../ui/button';
import { LoadingState, Notice } from '../../ui/states';
import { AreaMessages } from '../../i18n/area-messages';
import { TRAVELERS_EN } from '../../i18n/catalogues/travelers';
import { PREFERENCES_EN } from '../../i18n/catalogues/preferences';
import { PreferencesSection } from '../../features/preferences/preferences-section';

const PROFILE_EN = { ...TRAVELERS_EN, ...PREFERENCES_EN };

type Editing = { kind: 'closed' } | { kind: 'open'; traveler: Traveler | null };

/**
 * /profile/: the saved travelers (spec §4 list construction), with add, edit and delete, and the
 * person's travel preferences (issue 24) that the search forms start from.
 */
function ProfilePage() {
  const intl = useIntl();
  const session = useSignedInSession();
  const { boot } = usePortal();
  const isBusinessTenant = boot.tenant === 'capone-corporate';
  const store = useTravelerStore({ session, isBusinessTenant });
  const [editing, setEditing] = useState<Editing>({ kind: 'closed' });
  const [deleting, setDeleting] = useState<Traveler | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);

  const openEditor = (traveler: Traveler | null) => {
    if (traveler) store.select(traveler.id);
    setEditing({ kind: 'open', traveler });
  };

  const makeDefault = (traveler: Traveler) => {
    setActionError(null);
    store.makeMyDefault(traveler).catch(() => {
      setActionError(intl.formatMessage({ id: 'travelers.defaultFailed' }));
    });
  };

  const renderBody = () => {
    if (store.isLoading) {
      return <LoadingState label={intl.formatMessage({ id: 'travelers.loading' })} />;
    }
    if (store.hasListError) {
      return (
        <Notice
          tone="error"
          title={intl.formatMessage({ id: 'travelers.errorTitle' })}
          action={
            <Button onPress={() => void store.reload()}>
              {intl.formatMessage({ id: 'common.tryAgain' })}
            </Button>
          }
        >
          <p>{intl.formatMessage({ id: 'travelers.errorBody' })}</p>
        </Notice>
      );
    }
    if (store.travelers.length === 0) {
      return (
        <Notice title={intl.formatMessage({ id: 'travelers.emptyTitle' })}>
          <p>{intl.formatMessage({ id: 'travelers.empty' })}</p>
        </Notice>
      );
    }
    return (
      <div aria-busy={store.loadState === 'InProcess' || undefined}>
        <TravelerList
          travelers={store.travelers}
          selectedId={store.selectedId}
          canSetDefault={isBusinessTenant}
          onEdit={openEditor}
          onDelete={setDeleting}
          onMakeDefault={makeDefault}
        />
      </div>
    );
  };

  return (
    <div className="wf-travelers-page wf-stack">
      <PageTitle title={intl.formatMessage({ id: 'travelers.pageTitle' })} />
      <div className="wf-travelers-header">
        <div>
          <h1>{intl.formatMessage({ id: 'travelers.heading' })}</h1>
          <p className="wf-lead">{intl.formatMessage({ id: 'travelers.lead' })}</p>
        </div>
        <Button onPress={() => openEditor(null)}>
          {intl.formatMessage({ id: 'travelers.add' })}
        </Button>
      </div>
      {actionError ? (
        <p className="wf-field-error" role="alert">
          {actionError}
        </p>
      ) : null}
      {renderBody()}
      <PreferencesSection userId={session.userId} />
      <TravelerFormDialog
        isOpen={editing.kind === 'open'}
        traveler={editing.kind === 'open' ? editing.traveler : null}
        isBusinessTenant={isBusinessTenant}
        onClose={() => setEditing({ kind: 'closed' })}
        onSave={async (stored, draft) => {
          await store.save(stored, draft);
          setEditing({ kind: 'closed' });
        }}
      />
      <DeleteTravelerDialog
        traveler={deleting}
        onConfirm={store.remove}
        onClose={() => setDeleting(null)}
      />
    </div>
  );
}

export function Component() {
  return (
    <AreaMessages english={PROFILE_EN}>
      <ProfilePage />
    </AreaMessages>
  );
}
