import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link, useNavigate } from 'react-router';
import type { AgentMeResponse } from '@wayfare/contracts/agent';
import { ROUTE_PATHS } from '../../api/access-rules';
import { Button } from '../../ui/button';
import { TextField } from '../../ui/text-field';

export function buildStartSessionPath(profileReferenceId: string): string {
  const search = new URLSearchParams({ profileReferenceId: profileReferenceId.trim() });
  return `${ROUTE_PATHS.startSession}?${search.toString()}`;
}

/** The support agent's home: start a delegated session by Profile Reference ID. */
export function AgentConsole({ agent }: { agent: NonNullable<AgentMeResponse['agent']> }) {
  const intl = useIntl();
  const navigate = useNavigate();
  const [profileReferenceId, setProfileReferenceId] = useState('');
  const hasValue = profileReferenceId.trim().length > 0;
  return (
    <section className="wf-page-narrow wf-stack" aria-labelledby="agent-console-title">
      <h1 id="agent-console-title">{intl.formatMessage({ id: 'agent.title' })}</h1>
      <p className="wf-lead">
        {intl.formatMessage(
          { id: 'agent.intro' },
          { name: `${agent.firstName} ${agent.lastName}` },
        )}
      </p>
      <form
        className="wf-card wf-stack"
        onSubmit={(event) => {
          event.preventDefault();
          if (hasValue) void navigate(buildStartSessionPath(profileReferenceId));
        }}
      >
        <TextField
          label={intl.formatMessage({ id: 'agent.profileReferenceId' })}
          value={profileReferenceId}
          onChange={setProfileReferenceId}
          autoComplete="off"
          isRequired
        />
        <div>
          <Button type="submit" isDisabled={!hasValue}>
            {intl.formatMessage({ id: 'agent.startSession' })}
          </Button>
        </div>
      </form>
      <p>
        <Link to="/agent/price-match">{intl.formatMessage({ id: 'agent.priceMatchQueue' })}</Link>
      </p>
      <p>
        <Link to="/agent/missed-connections">
          {intl.formatMessage({ id: 'agent.missedConnectionsQueue' })}
        </Link>
      </p>
      <p>
        <Link to="/agent/trail">{intl.formatMessage({ id: 'agent.trailLink' })}</Link>
      </p>
    </section>
  );
}
