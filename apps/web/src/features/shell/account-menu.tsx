import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import {
  Button,
  Header,
  Menu,
  MenuItem,
  MenuSection,
  MenuTrigger,
  Popover,
} from 'react-aria-components';
import type { SessionInfo } from '@wayfare/contracts/session';
import { ROUTE_PATHS } from '../../api/access-rules';
import { AccountButtonFace } from './account-button-face';

/** The account menu: a button labelled with the user's first name (React Aria MenuTrigger). */
export function AccountMenu({ session }: { session: SessionInfo }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const { firstName, email } = session.userInfo;
  return (
    <MenuTrigger>
      <Button className="wf-account-button">
        <AccountButtonFace firstName={firstName} />
      </Button>
      <Popover className="wf-popover" placement="bottom end" offset={6}>
        <Menu
          className="wf-menu"
          aria-label={intl.formatMessage({ id: 'account.menu' })}
          onAction={(key) => {
            if (key === 'travelers') void navigate(ROUTE_PATHS.profile);
            if (key === 'signOut') void navigate(ROUTE_PATHS.endSession);
          }}
        >
          <MenuSection>
            <Header className="wf-menu-header">
              {intl.formatMessage({ id: 'account.signedInAs' }, { email })}
            </Header>
            <MenuItem id="travelers" className="wf-menu-item">
              {intl.formatMessage({ id: 'account.travelers' })}
            </MenuItem>
            <MenuItem id="signOut" className="wf-menu-item">
              {intl.formatMessage({ id: 'account.signOut' })}
            </MenuItem>
          </MenuSection>
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
