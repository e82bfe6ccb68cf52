import type { KeyboardEvent, MouseEvent } from 'react';
import { useEffect, useId, useRef, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import type { SessionInfo } from '@wayfare/contracts/session';
import { ROUTE_PATHS } from '../../api/access-rules';
import { cotbQueryOptions, postChangeBusinessInUse } from '../../api/cotb-calls';
import { AccountButtonFace } from './account-button-face';
import { canApprove } from './approvals-link';
import { selectMenuKeyAction, selectOpeningIndex } from './menu-keys';

type FocusTarget = { kind: 'item'; index: number } | { kind: 'menu' };

/**
 * The account menu: a button labelled with the user's first name that opens a menu (the WAI-ARIA
 * menu button pattern). Hand-written rather than React Aria's MenuTrigger because every signed-in
 * page shows it, and React Aria's menu, popover and focus code was a quarter of the shell's
 * JavaScript. Keys: Enter, Space or ArrowDown open on the first item, ArrowUp on the last; arrows
 * wrap, Home/End jump, a letter moves to the next item starting with it, Escape closes back to the
 * button, Tab closes and moves on from it; a click or focus outside closes it.
 */
export function AccountMenu({ session }: { session: SessionInfo }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { firstName, email } = session.userInfo;
  const id = useId();
  const [focusTarget, setFocusTarget] = useState<FocusTarget | null>(null);
  const isOpen = focusTarget !== null;
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const itemRefs = useRef<(HTMLDivElement | null)[]>([]);

  const corporate = session.corporateInfo;
  // Issue 24: a person in two or more businesses switches the one in use from here.
  const queryClient = useQueryClient();
  const businesses = useQuery({
    ...cotbQueryOptions(session.userId),
    enabled: corporate !== null,
  });
  const switchBusiness = useMutation({
    mutationFn: postChangeBusinessInUse,
    onSuccess: (answer) => {
      queryClient.setQueryData(cotbQueryOptions(session.userId).queryKey, answer);
      // Everything on the page (session info, tier, travelers, approvals, trips) follows.
      void queryClient.invalidateQueries();
    },
  });
  const allBusinesses = businesses.data?.businesses ?? [];
  const otherBusinesses = allBusinesses.length >= 2 ? allBusinesses.filter((b) => !b.inUse) : [];
  const items: { key: string; label: string; path?: string; onSelect?: () => void }[] = [
    {
      key: 'travelers',
      label: intl.formatMessage({ id: 'account.travelers' }),
      path: ROUTE_PATHS.profile,
    },
    {
      key: 'favorites',
      label: intl.formatMessage({ id: 'account.favorites' }),
      path: '/favorites/',
    },
    ...(corporate?.policyTier
      ? [
          {
            key: 'travelPolicy',
            label: intl.formatMessage({ id: 'account.travelPolicy' }),
            path: '/travel-policies/',
          },
        ]
      : []),
    ...(canApprove(session)
      ? [
          {
            key: 'approvals',
            label: intl.formatMessage({ id: 'account.approvals' }),
            path: '/approvals/',
          },
        ]
      : []),
    ...otherBusinesses.map((b) => ({
      key: `business:${b.businessId}`,
      label: intl.formatMessage({ id: 'business.switchTo' }, { name: b.businessName }),
      onSelect: () => switchBusiness.mutate(b.businessId),
    })),
    {
      key: 'signOut',
      label: intl.formatMessage({ id: 'account.signOut' }),
      path: ROUTE_PATHS.endSession,
    },
  ];

  useEffect(() => {
    if (!focusTarget) return;
    const target =
      focusTarget.kind === 'menu' ? menuRef.current : itemRefs.current[focusTarget.index];
    target?.focus();
  }, [focusTarget]);

  useEffect(() => {
    if (!isOpen) return;
    const closeOnOutsidePress = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setFocusTarget(null);
    };
    document.addEventListener('pointerdown', closeOnOutsidePress);
    return () => document.removeEventListener('pointerdown', closeOnOutsidePress);
  }, [isOpen]);

  const close = (restoreFocus: boolean) => {
    setFocusTarget(null);
    if (restoreFocus) buttonRef.current?.focus();
  };

  const activate = (key: string) => {
    close(false);
    const item = items.find((i) => i.key === key);
    if (item?.onSelect) item.onSelect();
    else if (item?.path) void navigate(item.path);
  };

  const handleButtonClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (isOpen) {
      close(false);
      return;
    }
    // Enter and Space click with detail 0: start on the first item. A pointer opens on the menu
    // itself, so no item looks chosen until the person points at or arrows to one.
    setFocusTarget(event.detail === 0 ? { kind: 'item', index: 0 } : { kind: 'menu' });
  };

  const handleButtonKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    const index = selectOpeningIndex(event.key, items.length);
    if (index === null) return;
    event.preventDefault();
    setFocusTarget({ kind: 'item', index });
  };

  const handleMenuKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = itemRefs.current.findIndex((item) => item === document.activeElement);
    const action = selectMenuKeyAction(
      event.key,
      current,
      items.map((item) => item.label),
    );
    if (action.kind === 'none') return;
    // Tab keeps its default: focus goes back to the button first, then moves on from there.
    if (action.kind !== 'close' || !action.movesOn) event.preventDefault();
    if (action.kind === 'focus') setFocusTarget({ kind: 'item', index: action.index });
    else if (action.kind === 'close') close(true);
    else {
      const item = items[current];
      if (item) activate(item.key);
    }
  };

  return (
    <div
      ref={rootRef}
      className={
        otherBusinesses.length > 0 ? 'wf-account-menu wf-account-menu-business' : 'wf-account-menu'
      }
      onBlur={(event) => {
        if (isOpen && !rootRef.current?.contains(event.relatedTarget)) setFocusTarget(null);
      }}
    >
      {otherBusinesses.length > 0 && corporate ? (
        <span className="wf-business-in-use" data-testid="business-in-use">
          <span className="wf-visually-hidden">
            {intl.formatMessage({ id: 'business.inUseLabel' })}{' '}
          </span>
          {corporate.businessName}
        </span>
      ) : null}
      <button
        ref={buttonRef}
        type="button"
        id={`${id}-button`}
        className="wf-account-button"
        aria-haspopup="menu"
        aria-expanded={isOpen}
        aria-controls={isOpen ? `${id}-menu` : undefined}
        onClick={handleButtonClick}
        onKeyDown={handleButtonKeyDown}
      >
        <AccountButtonFace firstName={firstName} />
      </button>
      {switchBusiness.isError ? (
        <span role="alert" className="wf-visually-hidden">
          {intl.formatMessage({ id: 'business.switchFailed' })}
        </span>
      ) : null}
      {isOpen ? (
        <div className="wf-popover wf-account-popover">
          <div
            ref={menuRef}
            id={`${id}-menu`}
            role="menu"
            tabIndex={-1}
            className="wf-menu"
            aria-label={intl.formatMessage({ id: 'account.menu' })}
            onKeyDown={handleMenuKeyDown}
          >
            <div role="group" aria-labelledby={`${id}-signed-in`}>
              <div id={`${id}-signed-in`} role="presentation" className="wf-menu-header">
                {intl.formatMessage({ id: 'account.signedInAs' }, { email })}
                {otherBusinesses.length > 0 && corporate ? (
                  <>
                    <br />
                    {intl.formatMessage({ id: 'business.inUse' }, { name: corporate.businessName })}
                  </>
                ) : null}
              </div>
              {items.map((item, index) => (
                // Keys reach the items through the menu's handler (one place for roving focus).
                // eslint-disable-next-line jsx-a11y/click-events-have-key-events
                <div
                  key={item.key}
                  ref={(element) => {
                    itemRefs.current[index] = element;
                  }}
                  role="menuitem"
                  tabIndex={-1}
                  className="wf-menu-item"
                  onClick={() => activate(item.key)}
                  onPointerMove={() => {
                    // As in React Aria, pointing at an item focuses it, so arrows go on from there.
                    if (document.activeElement !== itemRefs.current[index])
                      setFocusTarget({ kind: 'item', index });
                  }}
                >
                  {item.label}
                </div>
              ))}
            </div>
          </div>
        </div>
      ) : null}
    </div>
  );
}
